import Foundation
import Testing

@Suite("Likes")
struct LikeEndpointsTests {
    @Test func likeThenUnlike_updatesCountListAndDetail() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let postId = try #require(try await sut.createPost()["id"] as? Int)
        let access = try await sut.login("dev-customer").access
        // When
        let like = try await sut.send("POST", "/snapfit/post/like", query: [("postId", String(postId))], bearer: access)
        // Then
        #expect(like.status == 200 && like.body.isEmpty)
        let count = try await sut.send("GET", "/snapfit/post/like/count", bearer: access)
        #expect(count.object as NSDictionary == ["count": 1] as NSDictionary)
        let list = try await sut.send(
            "GET", "/snapfit/post/like", query: [("limit", "50"), ("offset", "0")], bearer: access)
        #expect(list.items.map { $0["id"] as? Int } == [postId])
        #expect(list.items.allSatisfy { $0["like"] as? Bool == true })
        let detail = try await sut.send("GET", "/snapfit/post", query: [("id", String(postId))], bearer: access)
        #expect(detail.object["like"] as? Bool == true)
        let makerView = try await sut.send(
            "GET", "/snapfit/post", query: [("id", String(postId))], bearer: try await sut.login("dev-maker").access)
        #expect(makerView.object["like"] as? Bool == false)

        let unlike = try await sut.send(
            "DELETE", "/snapfit/post/like", query: [("postId", String(postId))], bearer: access)
        #expect(unlike.status == 200 && unlike.body.isEmpty)
        let after = try await sut.send("GET", "/snapfit/post/like/count", bearer: access)
        #expect(after.object["count"] as? Int == 0)
    }

    @Test func likeTwice_orUnlikeNotLiked_is409Code24() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let postId = try #require(try await sut.createPost()["id"] as? Int)
        let access = try await sut.login("dev-customer").access
        let query = [("postId", String(postId))]
        let notLiked = try await sut.send("DELETE", "/snapfit/post/like", query: query, bearer: access)
        _ = try await sut.send("POST", "/snapfit/post/like", query: query, bearer: access)
        let twice = try await sut.send("POST", "/snapfit/post/like", query: query, bearer: access)
        #expect(notLiked.status == 409 && notLiked.errorCode == 24)
        #expect(twice.status == 409 && twice.errorCode == 24)
        #expect(twice.object["message"] as? String == "이미 찜했거나 찜하지 않은 상품입니다.")
    }

    @Test func likedList_offsetAbove100_isSpringBadRequest() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send(
            "GET", "/snapfit/post/like", query: [("limit", "10"), ("offset", "101")], bearer: access)
        let allowed = try await sut.send(
            "GET", "/snapfit/posts/all", query: [("limit", "10"), ("offset", "101")], bearer: access)
        #expect(response.isSpringError(400))
        #expect(allowed.status == 200)
    }

    @Test func like_missingPostId_is400Code1() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send("POST", "/snapfit/post/like", bearer: access)
        #expect(response.status == 400 && response.errorCode == 1)
    }
}
