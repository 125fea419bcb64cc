import Foundation
import SnapFitDataTestSupport
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

@testable import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteReferenceDataRepositoryTests {
    @Test func vibes_serverAnswers_sendsAPublicGETAndMapsTheList() async throws {
        // Given
        let session = StubURLSession()
        session.respond { _ in (200, Data(#"[{"id":2,"name":"시크"},{"id":1,"name":"러블리"}]"#.utf8)) }
        let sut = RemoteReferenceDataRepository(provider: .stub(session))
        // When
        let vibes = try await sut.vibes()
        // Then
        #expect(vibes == [Vibe(id: 2, name: "시크"), Vibe(id: 1, name: "러블리")])
        let request = try #require(session.requests.first)
        #expect(request.httpMethod == "GET")
        #expect(request.url?.absoluteString == "http://127.0.0.1:8081/snapfit/vibes")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func locations_serverAnswers_readsAdminNames() async throws {
        // Given
        let session = StubURLSession()
        session.respond { _ in (200, Data(#"[{"id":1,"adminName":"서울"}]"#.utf8)) }
        let sut = RemoteReferenceDataRepository(provider: .stub(session))
        // When
        let locations = try await sut.locations()
        // Then
        #expect(locations == [Location(id: 1, name: "서울")])
        #expect(session.requests.first?.url?.path == "/snapfit/locations")
    }

    @Test func vibes_connectionRefused_isUnreachableAfterBoundedRetries() async {
        // Given
        let session = StubURLSession()
        session.respond { _ in throw URLError(.cannotConnectToHost) }
        let sut = RemoteReferenceDataRepository(provider: .stub(session))
        // When / Then
        await #expect(throws: DomainError.unreachable) { try await sut.vibes() }
        #expect(session.requests.count == 3)
    }

    @Test func locations_malformedBody_isAnInvalidResponseNamingThePath() async {
        // Given
        let session = StubURLSession()
        session.respond { _ in (200, Data(#"[{"id":1,"adminName":7}]"#.utf8)) }
        let sut = RemoteReferenceDataRepository(provider: .stub(session))
        // When / Then
        await #expect(throws: DomainError.invalidResponse(detail: "[0].adminName: expected String")) {
            try await sut.locations()
        }
    }
}
