import Foundation
import SnapFitBackend
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

/// Reads of the catalog answered again from what was kept: never an answer of a state that changed since, whoever
/// changed it, and never another caller's.
@Suite struct ReadAnswersTests {
    private func liked(_ response: HTTPResponse) -> Bool? {
        BackendClient.object(response)["like"] as? Bool
    }

    @Test func aProductReadAgain_showsALikeMadeMeanwhile() async throws {
        // Given: a product read once
        let sut = try await BackendClient.open()
        let access = try await sut.login("dev-customer")
        let first = try await sut.send("GET", "/snapfit/post", query: [("id", "1")], bearer: access)
        #expect(first.status == 200)
        // When
        _ = try await sut.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: access)
        let again = try await sut.send("GET", "/snapfit/post", query: [("id", "1")], bearer: access)
        // Then
        #expect(liked(first) == false)
        #expect(liked(again) == true)
    }

    @Test func aReadKeptForOneCaller_isNotAnotherCallersAnswer() async throws {
        // Given: a like by one customer, and the product read by them
        let sut = try await BackendClient.open()
        let liker = try await sut.login("dev-customer")
        let other = try await sut.signUp("someone-else", nickName: "else")
        _ = try await sut.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: liker)
        let theirs = try await sut.send("GET", "/snapfit/post", query: [("id", "1")], bearer: liker)
        // When
        let mine = try await sut.send("GET", "/snapfit/post", query: [("id", "1")], bearer: other)
        // Then
        #expect(liked(theirs) == true)
        #expect(liked(mine) == false)
    }

    @Test func aListReadAgain_showsAChangeAnotherProcessMadeToTheSharedFile() async throws {
        // Given: a list read by one backend over a shared data file
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (reader, writer) = (
            BackendClient.shared(folder.path("state.json")), BackendClient.shared(folder.path("state.json"))
        )
        let access = try await reader.login("dev-customer")
        let before = try await reader.send(
            "GET", "/snapfit/post/like", query: [("offset", "0"), ("limit", "20")], bearer: access)
        // When: the other backend records a like
        _ = try await writer.send("POST", "/snapfit/post/like", query: [("postId", "2")], bearer: access)
        let after = try await reader.send(
            "GET", "/snapfit/post/like", query: [("offset", "0"), ("limit", "20")], bearer: access)
        // Then
        #expect((BackendClient.object(before)["data"] as? [Any])?.count == 0)
        #expect((BackendClient.object(after)["data"] as? [Any])?.count == 1)
    }
}
