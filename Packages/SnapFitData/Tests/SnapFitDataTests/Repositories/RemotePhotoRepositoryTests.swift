import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemotePhotoRepositoryTests {
    private let photoURL = URL(string: "https://storage.example/snapfit/a1b2.png")!

    private func makeSUT(_ session: StubURLSession) -> RemotePhotoRepository {
        RemotePhotoRepository(
            provider: SnapFitProvider.make(
                baseURL: URL(string: "https://api.example")!, session: session, sleeper: ImmediateSleeper()))
    }

    @Test func photo_getsItsOwnAddress_withoutSnapFitsTokens_andKeepsTheBytes() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let session = StubURLSession()
        session.respond { _ in (200, bytes) }
        let photo = try await makeSUT(session).photo(at: photoURL)
        #expect(photo.data == bytes && photo.format == .png)
        let request = try #require(session.requests.first)
        #expect(request.url == photoURL)
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.value(forHTTPHeaderField: "Accept") == "image/*")
    }

    @Test func anAddressThatIsNotHTTP_isNotRead() async {
        let session = StubURLSession()
        await #expect(throws: DomainError.invalidResponse(detail: "a photo address that is not http or https")) {
            try await makeSUT(session).photo(at: URL(fileURLWithPath: "/etc/passwd"))
        }
        #expect(session.requests.isEmpty)
    }

    @Test func aMissingPhoto_isAFailure() async {
        let session = StubURLSession()
        session.respond { _ in (404, Data()) }
        await #expect(throws: DomainError.self) { try await makeSUT(session).photo(at: photoURL) }
    }
}
