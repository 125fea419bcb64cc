import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Providers sharing a memo of decoded answers: the same bytes are decoded once, changed bytes anew, and only plain
/// JSON within the size limit is kept.
@Suite struct DecodedBodiesTests {
    @Test func sameAnswer_throughTwoProviders_isDecodedOnce() async throws {
        // Given
        let decodings = Decodings()
        let memo = DecodedBodies(decoder: decodings.decoder)
        let session = StubURLSession { try HTTPReply.status(200, .itemJSON, to: $0) }
        let first = Provider(baseURL: .api, session: session, decodedBodies: memo)
        let second = Provider(baseURL: .api, session: session, decodedBodies: memo)
        // When
        let items = [
            try await first.request(Endpoint<CountedItem>.counted()),
            try await second.request(Endpoint<CountedItem>.counted()),
        ]
        // Then
        #expect(items == [CountedItem(id: 1, name: "러블리"), CountedItem(id: 1, name: "러블리")])
        #expect(decodings.count == 1)
        #expect(memo.count == 1)
    }

    @Test func changedAnswer_isDecodedAnew() async throws {
        // Given: the server's answer changes between two requests
        let decodings = Decodings()
        let names = Mutex(["러블리", "시크"])
        let session = StubURLSession { request in
            let name = names.withLock { $0.removeFirst() }
            return try HTTPReply.status(200, #"{"id":1,"name":"\#(name)"}"#, to: request)
        }
        let sut = Provider(baseURL: .api, session: session, decodedBodies: DecodedBodies(decoder: decodings.decoder))
        // When
        let items = [
            try await sut.request(Endpoint<CountedItem>.counted()),
            try await sut.request(Endpoint<CountedItem>.counted()),
        ]
        // Then
        #expect(items.map(\.name) == ["러블리", "시크"])
        #expect(decodings.count == 2)
    }

    @Test func answerLargerThanTheLimit_isDecodedEachTime() async throws {
        // Given
        let decodings = Decodings()
        let memo = DecodedBodies(decoder: decodings.decoder, maxBodyBytes: 8)
        let session = StubURLSession { try HTTPReply.status(200, .itemJSON, to: $0) }
        let sut = Provider(baseURL: .api, session: session, decodedBodies: memo)
        // When
        _ = try await sut.request(Endpoint<CountedItem>.counted())
        _ = try await sut.request(Endpoint<CountedItem>.counted())
        // Then
        #expect(decodings.count == 2)
        #expect(memo.count == 0)
    }

    @Test func downloadedBytes_areNotKept() async throws {
        // Given
        let memo = DecodedBodies()
        let session = StubURLSession { try HTTPReply.status(200, "picture", to: $0) }
        let sut = Provider(baseURL: .api, session: session, decodedBodies: memo)
        // When
        let bytes = try await sut.request(Endpoint<Data>.download(from: .api))
        // Then
        #expect(bytes == Data("picture".utf8))
        #expect(memo.count == 0)
    }

    @Test func memoAtCapacity_startsAgain() async throws {
        // Given: room for two answers
        let ids = Mutex([1, 2, 3])
        let session = StubURLSession { request in
            let id = ids.withLock { $0.removeFirst() }
            return try HTTPReply.status(200, #"{"id":\#(id),"name":"x"}"#, to: request)
        }
        let memo = DecodedBodies(capacity: 2)
        let sut = Provider(baseURL: .api, session: session, decodedBodies: memo)
        // When
        for _ in 0..<3 { _ = try await sut.request(Endpoint<Item>.item()) }
        // Then
        #expect(memo.count == 1)
    }
}

/// How many `CountedItem`s its decoder made.
private final class Decodings: Sendable {
    static let key = CodingUserInfoKey(rawValue: "decodings")!
    private let made = Mutex(0)

    var count: Int { made.withLock { $0 } }

    var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[Self.key] = self
        return decoder
    }

    func record() { made.withLock { $0 += 1 } }
}

/// An item whose every decoding is counted by the decoder's `Decodings`.
private struct CountedItem: Decodable, Equatable, Sendable {
    let id: Int
    let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    init(from decoder: any Decoder) throws {
        let item = try Item(from: decoder)
        (id, name) = (item.id, item.name)
        (decoder.userInfo[Decodings.key] as? Decodings)?.record()
    }
}

extension Endpoint where Response == CountedItem {
    fileprivate static func counted() -> Endpoint<CountedItem> {
        Endpoint(method: .get, path: "/v1/items/1", requiresAuthentication: false)
    }
}
