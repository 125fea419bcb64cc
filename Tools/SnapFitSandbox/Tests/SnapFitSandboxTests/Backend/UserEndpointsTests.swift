import Foundation
import Testing

@Suite("Profile, profile change and reference data")
struct UserEndpointsTests {
    @Test func profile_hasExactWireKeys() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send("GET", "/snapfit/user", bearer: access)
        #expect(response.status == 200)
        #expect(
            Set(response.object.keys) == [
                "id", "nickName", "vibes", "socialType", "marketingReceive", "photographer", "noti", "profile",
            ])
        let vibe = try #require((response.object["vibes"] as? [[String: Any]])?.first)
        #expect(Set(vibe.keys) == ["id", "name"])
    }

    @Test func modifyInfo_newNickname_replacesNicknameAndVibes() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.signUp("changer", nickName: "처음", vibes: ["러블리"])
        let response = try await sut.send(
            "POST", "/snapfit/user/info", bearer: access, json: #"{"nickName":"나중","vibes":["빈티지","밝은"]}"#)
        #expect(response.status == 200)
        #expect(response.object["nickName"] as? String == "나중")
        let vibes = try #require(response.object["vibes"] as? [[String: Any]])
        #expect(Set(vibes.compactMap { $0["name"] as? String }) == ["빈티지", "밝은"])
        let profile = try await sut.send("GET", "/snapfit/user", bearer: access)
        #expect(profile.object["nickName"] as? String == "나중")
    }

    @Test func modifyInfo_currentNickname_is409Code15() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.signUp("keeper", nickName: "그대로")
        let response = try await sut.send(
            "POST", "/snapfit/user/info", bearer: access, json: #"{"nickName":"그대로","vibes":["시크"]}"#)
        #expect(response.status == 409)
        #expect(response.errorCode == 15)
        #expect(response.object["message"] as? String == "이미 사용 중인 닉네임입니다.")
    }

    @Test(arguments: [
        #"{"nickName":"새이름","vibes":["없음"]}"#,
        #"{"nickName":"새","vibes":["시크"]}"#,
        #"{"nickName":"새이름","vibes":[]}"#,
        #"{"nickName":"새이름","vibes":["시크"],"profile":"x"}"#,
        #"{"nickName":7,"vibes":["시크"]}"#,
    ])
    func modifyInfo_invalidBody_is400Code1(body: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.signUp("modifier", nickName: "수정자")
        let response = try await sut.send("POST", "/snapfit/user/info", bearer: access, json: body)
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func vibesAndLocations_arePublicWithWireNames() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let vibes = try await sut.send("GET", "/snapfit/vibes")
        let locations = try await sut.send("GET", "/snapfit/locations", bearer: "expired-or-garbage")
        #expect(vibes.status == 200 && locations.status == 200)
        let vibeNames = vibes.array.compactMap { ($0 as? [String: Any])?["name"] as? String }
        #expect(vibeNames.contains("러블리") && vibeNames.count == 8)
        let location = try #require(locations.array.first as? [String: Any])
        #expect(Set(location.keys) == ["id", "adminName"])
    }
}
