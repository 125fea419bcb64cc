import Foundation
import Testing

@Suite("Products: create, detail and lists")
struct PostEndpointsTests {
    @Test func createPost_byMaker_returnsDetailWithWireNames() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let first = try await sut.uploadImage(access: access)
        let second = try await sut.uploadImage(access: access, ext: "heic")
        // When
        let response = try await sut.send(
            "POST", "/snapfit/post", bearer: access, json: sut.postBody(images: [second, first], thumbnail: first))
        // Then
        #expect(response.status == 200)
        let detail = response.object
        #expect(
            Set(detail.keys) == [
                "id", "maker", "createAt", "thumbnail", "images", "desc", "title", "vibes", "locations", "prices",
                "personPrice", "studio", "like",
            ])
        #expect(detail["createAt"] as? String == "2024-09-01 12:00:00")
        #expect(detail["like"] as? Bool == false)
        #expect(detail["studio"] as? Bool == true)
        #expect(detail["desc"] as? String == "노을 촬영")
        #expect(detail["personPrice"] as? Int == 10000)
        let images = try #require(detail["images"] as? [String])
        #expect(images == images.sorted() && images.count == 2)
        #expect(detail["thumbnail"] as? String == sut.origin + "/storage/snapfit-sandbox/" + first)
        let prices = try #require(detail["prices"] as? [[String: Int]])
        #expect(prices == [["min": 60, "price": 100000], ["min": 30, "price": 30000]])
        let maker = try #require(detail["maker"] as? [String: Any])
        #expect(Set(maker.keys) == ["id", "nickName"])
        let download = try await sut.send("GET", url: try #require(detail["thumbnail"] as? String))
        #expect(download.status == 200)
    }

    @Test func createPost_byCustomer_is403Code21() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let image = try await sut.uploadImage(access: access)
        let response = try await sut.send(
            "POST", "/snapfit/post", bearer: access, json: sut.postBody(images: [image], thumbnail: image))
        #expect(response.status == 403 && response.errorCode == 21)
        #expect(response.object["message"] as? String == "메이커가 아닙니다.")
    }

    @Test func createPost_imageNeverUploaded_is404Code22() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let paths = try await sut.send("GET", "/snapfit/image/paths", query: [("ext", "png")], bearer: access)
        let issuedOnly = try #require((paths.object["fileInfos"] as? [[String: String]])?.first?["fileName"])
        let response = try await sut.send(
            "POST", "/snapfit/post", bearer: access, json: sut.postBody(images: [issuedOnly], thumbnail: issuedOnly))
        #expect(response.status == 404 && response.errorCode == 22)
    }

    @Test(arguments: [
        #","isStudio":true"#, #","extra":1"#,
    ])
    func createPost_unknownProperty_is400Code1(extra: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let image = try await sut.uploadImage(access: access)
        let response = try await sut.send(
            "POST", "/snapfit/post", bearer: access,
            json: sut.postBody(images: [image], thumbnail: image, extra: extra))
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func createPost_invalidOptionStored_detailReadIs400Code1() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let image = try await sut.uploadImage(access: access)
        let body = sut.postBody(images: [image], thumbnail: image)
            .replacingOccurrences(of: #"{"min":30,"price":30000}"#, with: #"{"min":0,"price":30000}"#)
        let created = try await sut.send("POST", "/snapfit/post", bearer: access, json: body)
        #expect(created.status == 200)
        let all = try await sut.send(
            "GET", "/snapfit/posts/all", query: [("limit", "100"), ("offset", "0")], bearer: access)
        let stored = try #require(all.items.last?["id"] as? Int)
        let detail = try await sut.send("GET", "/snapfit/post", query: [("id", String(stored))], bearer: access)
        #expect(detail.status == 400 && detail.errorCode == 1)
    }

    @Test func postDetail_missingIsCode23_badIdIsCode1() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let missing = try await sut.send("GET", "/snapfit/post", query: [("id", "999999")], bearer: access)
        let bad = try await sut.send("GET", "/snapfit/post", query: [("id", "abc")], bearer: access)
        #expect(missing.status == 404 && missing.errorCode == 23)
        #expect(bad.status == 400 && bad.errorCode == 1)
    }

    @Test func allPosts_pagesInIdOrderWithSummaryShape() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        _ = try await sut.createPost()
        let access = try await sut.login("dev-customer").access
        // When
        let everything = try await sut.send(
            "GET", "/snapfit/posts/all", query: [("limit", "100"), ("offset", "0")], bearer: access)
        let second = try await sut.send(
            "GET", "/snapfit/posts/all", query: [("limit", "1"), ("offset", "1")], bearer: access)
        // Then
        #expect(everything.object["offset"] as? Int == 0 && everything.object["limit"] as? Int == 100)
        let ids = everything.items.compactMap { $0["id"] as? Int }
        #expect(ids.count >= 2 && ids == ids.sorted())
        #expect(second.items.compactMap { $0["id"] as? Int } == [ids[1]])
        let created = try #require(everything.items.last)
        #expect(
            Set(created.keys) == ["id", "maker", "title", "thumbNail", "vibes", "locations", "price", "studio", "like"])
        #expect(created["price"] as? Int == 30000)
        #expect(created["vibes"] as? [String] == ["러블리", "밝은"].sorted())
    }

    @Test func makerAndVibeFilters_selectMatchingPosts() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let created = try await sut.createPost()
        let makerId = try #require((created["maker"] as? [String: Any])?["id"] as? Int)
        let access = try await sut.login("dev-customer").access
        let page = [("limit", "100"), ("offset", "0")]
        let byMaker = try await sut.send(
            "GET", "/snapfit/posts/maker", query: page + [("userId", String(makerId))], bearer: access)
        let byVibe = try await sut.send(
            "GET", "/snapfit/posts/filter/vibes", query: page + [("vibes", "몽환적,밝은")], bearer: access)
        let nobody = try await sut.send(
            "GET", "/snapfit/posts/maker", query: page + [("userId", "99999")], bearer: access)
        #expect(byMaker.items.allSatisfy { ($0["maker"] as? [String: Any])?["id"] as? Int == makerId })
        #expect(byMaker.items.contains { $0["id"] as? Int == created["id"] as? Int })
        #expect(byVibe.items.allSatisfy { ($0["vibes"] as? [String] ?? []).contains { ["몽환적", "밝은"].contains($0) } })
        #expect(byVibe.items.contains { $0["id"] as? Int == created["id"] as? Int })
        #expect(nobody.items.isEmpty)
    }

    @Test(arguments: [
        ([("limit", "0"), ("offset", "0")], 400, true), ([("limit", "101"), ("offset", "0")], 400, true),
        ([("limit", "10"), ("offset", "-1")], 400, true), ([("offset", "0")], 400, false),
        ([("limit", "ten"), ("offset", "0")], 400, false),
    ])
    func pageParameters_outOfRangeIsSpringBody_missingIsCode1(
        query: [(String, String)], status: Int, springBody: Bool
    ) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send("GET", "/snapfit/posts/all", query: query, bearer: access)
        #expect(response.status == status)
        #expect(springBody ? response.isSpringError(400) : response.errorCode == 1)
    }

    @Test func vibeFilter_unknownVibe_is400Code1() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send(
            "GET", "/snapfit/posts/filter/vibes", query: [("vibes", "우울"), ("limit", "10"), ("offset", "0")],
            bearer: access)
        #expect(response.status == 400 && response.errorCode == 1)
    }
}
