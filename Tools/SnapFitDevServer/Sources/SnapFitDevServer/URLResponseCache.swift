import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `HTTPURLResponse`s of DEV's answers, each made once for its address, status and headers: Foundation's
/// initializer (which parses the address and the content type) cost as much as a page's markup, and DEV's reads answer
/// the same again and again. An `HTTPURLResponse` never changes, so one kept is as good as a new one. Past `capacity`
/// all are let go and kept anew.
final class URLResponseCache: Sendable {
    static let capacity = 1_024

    private struct Key: Hashable {
        let url: String
        let status: Int
        let headers: [String: String]
    }

    private let responses = Mutex<[Key: HTTPURLResponse]>([:])

    /// The response for `url` with `status` and `headers`, made on first need; `nil` when Foundation makes none.
    func response(url: URL, status: Int, headers: [String: String]) -> HTTPURLResponse? {
        let key = Key(url: url.absoluteString, status: status, headers: headers)
        if let kept = responses.withLock({ $0[key] }) { return kept }
        guard
            let made = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { return nil }
        responses.withLock { responses in
            if responses.count >= Self.capacity { responses.removeAll(keepingCapacity: true) }
            responses[key] = made
        }
        return made
    }
}
