import Foundation
import Testing

@Suite("Sign-up, login, refresh and logout")
struct AuthEndpointsTests {
    @Test func login_seededCustomer_returnsTokenPair() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let response = try await sut.send(
            "GET", "/snapfit/login", query: [("SocialType", "KAKAO")], bearer: "dev-customer")
        // Then
        #expect(response.status == 200)
        #expect(Set(response.object.keys) == ["accessToken", "refreshToken"])
        let access = try #require(response.object["accessToken"] as? String)
        let profile = try await sut.send("GET", "/snapfit/user", bearer: access)
        #expect(profile.status == 200)
    }

    @Test func login_unknownSocialId_is404Code11() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let response = try await sut.send("GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: "nobody")
        #expect(response.status == 404)
        #expect(response.errorCode == 11)
        #expect(response.object["message"] as? String == "유저가 존재하지 않습니다.")
    }

    @Test(arguments: [
        ([("SocialType", "naver")], "Bearer dev-customer"),
        ([], "Bearer dev-customer"),
        ([("socialtype", "kakao")], "Bearer dev-customer"),
        ([("SocialType", "kakao")], "dev-customer"),
        ([("SocialType", "kakao")], "Bearer  dev-customer"),
        ([("SocialType", "kakao")], "Bearer a b"),
    ])
    func login_badTypeOrHeader_is400Code1(query: [(String, String)], authorization: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let response = try await sut.send(
            "GET", "/snapfit/login", query: query, headers: ["Authorization": authorization])
        #expect(response.status == 400)
        #expect(response.errorCode == 1)
    }

    @Test func signUp_newAccount_canLogInAndHasDefaults() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let access = try await sut.signUp("new-user", nickName: "새사람", vibes: ["시크", "러블리"])
        // Then
        let profile = try await sut.send("GET", "/snapfit/user", bearer: access)
        #expect(profile.object["nickName"] as? String == "새사람")
        #expect(profile.object["marketingReceive"] as? Bool == false)
        #expect(profile.object["photographer"] as? Bool == false)
        #expect(profile.object["noti"] as? Bool == true)
        #expect(profile.object["profile"] is NSNull)
        #expect(profile.object["socialType"] as? String == "kakao")
        let vibes = try #require(profile.object["vibes"] as? [[String: Any]])
        #expect(Set(vibes.compactMap { $0["name"] as? String }) == ["시크", "러블리"])
        _ = try await sut.login("new-user")
    }

    @Test func signUp_duplicateSocialIdOrNickname_is409Code13() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        _ = try await sut.signUp("first", nickName: "첫째")
        let sameSocial = try await sut.send(
            "POST", "/snapfit/user", bearer: "first",
            json: #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"x","nickName":"다른"}"#)
        let sameNickname = try await sut.send(
            "POST", "/snapfit/user", bearer: "second",
            json: #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"y","nickName":"첫째"}"#)
        #expect(sameSocial.status == 409 && sameSocial.errorCode == 13)
        #expect(sameNickname.status == 409 && sameNickname.errorCode == 13)
    }

    @Test(arguments: [
        #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"d","nickName":"x"}"#,
        #"{"social":"KAKAO","vibes":["러블리"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임"}"#,
        #"{"social":"kakao","vibes":["없는분위기"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임"}"#,
        #"{"social":"kakao","vibes":["러블리","시크","키치"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임"}"#,
        #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임","isMarketing":true}"#,
        #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임","marketing":"yes"}"#,
        #"{"vibes":["러블리"],"deviceType":"apple","deviceToken":"d","nickName":"닉네임"}"#,
        #"{"social":"kakao","vibes":["러블리"],"#,
    ])
    func signUp_invalidBody_is400Code1(body: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let response = try await sut.send("POST", "/snapfit/user", bearer: "someone", json: body)
        #expect(response.status == 400)
        #expect(response.errorCode == 1)
    }

    @Test func signUp_invalidUTF8Body_is400Code1() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        var body = Data(#"{"social":"kakao","nickName":""#.utf8)
        body.append(contentsOf: [0xFF, 0xFE])
        body.append(contentsOf: Array(#""}"#.utf8))
        let response = try await sut.send(
            "POST", "/snapfit/user", bearer: "someone", body: body, headers: ["Content-Type": "application/json"])
        #expect(response.status == 400)
        #expect(response.errorCode == 1)
    }

    @Test func login_withdrawnUser_is404Code14_andSignUpAgainIs409Code13() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.signUp("leaver", nickName: "떠남")
        // When
        let withdrawal = try await sut.send("DELETE", "/snapfit/user", bearer: access)
        // Then
        #expect(withdrawal.status == 200 && withdrawal.body.isEmpty)
        let login = try await sut.send("GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: "leaver")
        #expect(login.status == 404 && login.errorCode == 14)
        let again = try await sut.send(
            "POST", "/snapfit/user", bearer: "leaver",
            json: #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"z","nickName":"돌아옴"}"#)
        #expect(again.status == 409 && again.errorCode == 13)
        let repeated = try await sut.send("DELETE", "/snapfit/user", bearer: access)
        #expect(repeated.status == 200)
        let profile = try await sut.send("GET", "/snapfit/user", bearer: access)
        #expect(profile.status == 404 && profile.errorCode == 14)
    }

    @Test func refresh_validRefreshToken_issuesWorkingPair() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let tokens = try await sut.login("dev-customer")
        // When
        let response = try await sut.send("GET", "/refresh/token", query: [("refreshToken", tokens.refresh)])
        // Then
        #expect(response.status == 200)
        let access = try #require(response.object["accessToken"] as? String)
        #expect(try await sut.send("GET", "/snapfit/user", bearer: access).status == 200)
        let withAccessToken = try await sut.send("GET", "/refresh/token", query: [("refreshToken", tokens.access)])
        #expect(withAccessToken.status == 200)
        let prefixed = try await sut.send("GET", "/snapfit/refresh/token", query: [("refreshToken", tokens.refresh)])
        #expect(prefixed.status == 401 && prefixed.errorCode == 3)
    }

    @Test func refresh_expiredToken_is401Code3_andGarbageIsSpring500() async throws {
        let sut = try await SandboxHarness(accessTTL: 10, refreshTTL: 20)
        defer { sut.stop() }
        let tokens = try await sut.login("dev-customer")
        sut.clock.advance(by: 21)
        let expired = try await sut.send("GET", "/refresh/token", query: [("refreshToken", tokens.refresh)])
        let garbage = try await sut.send("GET", "/refresh/token", query: [("refreshToken", "not-a-jwt")])
        let missing = try await sut.send("GET", "/refresh/token")
        #expect(expired.status == 401 && expired.errorCode == 3)
        #expect(garbage.isSpringError(500))
        #expect(missing.status == 400 && missing.errorCode == 1)
    }

    @Test func logout_needsAuthAndParameter_andAnswersEmpty200() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let tokens = try await sut.login("dev-customer")
        let response = try await sut.send(
            "POST", "/snapfit/logout", query: [("refreshToken", "x")], bearer: tokens.access)
        let missing = try await sut.send("POST", "/snapfit/logout", bearer: tokens.access)
        let anonymous = try await sut.send("POST", "/snapfit/logout", query: [("refreshToken", "x")])
        #expect(response.status == 200 && response.body.isEmpty)
        #expect(missing.status == 400 && missing.errorCode == 1)
        #expect(anonymous.status == 401 && anonymous.errorCode == 3)
        #expect(try await sut.send("GET", "/snapfit/user", bearer: tokens.access).status == 200)
    }
}
