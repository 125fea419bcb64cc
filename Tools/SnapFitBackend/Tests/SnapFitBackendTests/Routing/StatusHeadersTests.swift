import Foundation
import SnapFitBackend
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

/// The headers HTTP asks of a status: a 401 names the scheme that signs in, a 405 the methods the path takes.
@Suite struct StatusHeadersTests {
    private let sut = BackendClient(
        backend: Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() })))

    private func header(_ name: String, of response: HTTPResponse) -> String? {
        response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    @Test func aRequestWithoutAToken_is401_withABearerChallenge() async throws {
        // When
        let response = try await sut.send("GET", "/snapfit/user")
        // Then
        #expect(response.status == 401)
        #expect(header("WWW-Authenticate", of: response) == "Bearer")
    }

    @Test func aMethodThePathDoesNotTake_is405_listingThoseItDoes() async throws {
        // Given
        let access = try await sut.login("dev-customer")
        // When
        let response = try await sut.send("DELETE", "/snapfit/vibes", bearer: access)
        // Then
        #expect(response.status == 405)
        #expect(header("Allow", of: response) == "GET,HEAD,OPTIONS", "as Spring lists them, on OPTIONS too")
    }
}
