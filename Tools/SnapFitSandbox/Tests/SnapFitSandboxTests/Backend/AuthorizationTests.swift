import Foundation
import Testing

@Suite("Authorization: tokens and protected routes")
struct AuthorizationTests {
    static let protectedRoutes: [(String, String)] = [
        ("GET", "/snapfit/user"), ("DELETE", "/snapfit/user"), ("POST", "/snapfit/user/info"),
        ("POST", "/snapfit/logout"), ("GET", "/snapfit/image/paths"), ("POST", "/snapfit/post"),
        ("GET", "/snapfit/post"), ("GET", "/snapfit/posts/filter/vibes"), ("GET", "/snapfit/posts/all"),
        ("GET", "/snapfit/posts/maker"), ("POST", "/snapfit/post/like"), ("DELETE", "/snapfit/post/like"),
        ("GET", "/snapfit/post/like/count"), ("GET", "/snapfit/post/like"), ("POST", "/snapfit/reservation"),
        ("GET", "/snapfit/reservation/maker"), ("GET", "/snapfit/reservation/user"),
        ("GET", "/snapfit/reservation"), ("DELETE", "/snapfit/reservation"), ("GET", "/snapfit/reservation/count"),
        ("GET", "/snapfit/unknown"),
    ]

    @Test(arguments: protectedRoutes)
    func protectedRoute_withoutToken_is401Code3(method: String, path: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let response = try await sut.send(method, path)
        #expect(response.status == 401)
        #expect(response.errorCode == 3)
        #expect(response.object["message"] as? String == "토큰이 만료되었거나, 올바르지 않습니다.")
    }

    @Test func protectedRoute_expiredAccessToken_is401Code3_untilRefreshed() async throws {
        // Given
        let sut = try await SandboxHarness(accessTTL: 60, refreshTTL: 600)
        defer { sut.stop() }
        let tokens = try await sut.login("dev-customer")
        #expect(try await sut.send("GET", "/snapfit/post/like/count", bearer: tokens.access).status == 200)
        // When
        sut.clock.advance(by: 61)
        // Then
        let expired = try await sut.send("GET", "/snapfit/post/like/count", bearer: tokens.access)
        #expect(expired.status == 401 && expired.errorCode == 3)
        let refreshed = try await sut.send("GET", "/refresh/token", query: [("refreshToken", tokens.refresh)])
        let access = try #require(refreshed.object["accessToken"] as? String)
        #expect(try await sut.send("GET", "/snapfit/post/like/count", bearer: access).status == 200)
    }

    @Test(arguments: ["Bearer garbage", "Basic abc", "Bearer", "bearer x"])
    func protectedRoute_malformedHeader_is401Code3(authorization: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let response = try await sut.send("GET", "/snapfit/user", headers: ["Authorization": authorization])
        #expect(response.status == 401 && response.errorCode == 3)
    }

    @Test func tokenOfAnotherSandbox_isRejected() async throws {
        let other = try await SandboxHarness()
        defer { other.stop() }
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let foreign = try await other.login("dev-customer").access
        let response = try await sut.send("GET", "/snapfit/user", bearer: foreign)
        #expect(response.status == 401 && response.errorCode == 3)
    }

    @Test func unknownPathOrMethod_withToken_isSpringDefaultBody() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        #expect(try await sut.send("GET", "/snapfit/nothing", bearer: access).isSpringError(404))
        #expect(try await sut.send("PUT", "/snapfit/user", bearer: access).isSpringError(405))
    }
}
