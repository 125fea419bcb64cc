import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seam over `URLSession`: the provider sends through it, tests substitute it.
public protocol URLSessionable: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    /// Sends `request` like `data(for:)`, telling `sent` how many bytes of its body have gone out so far.
    func data(for request: URLRequest, sent: @escaping @Sendable (Int) -> Void) async throws -> (Data, URLResponse)
}

extension URLSessionable {
    /// Reports the whole body as sent once the answer came: for sessions that cannot see the bytes go out.
    public func data(
        for request: URLRequest, sent: @escaping @Sendable (Int) -> Void
    ) async throws -> (Data, URLResponse) {
        let answer = try await data(for: request)
        sent(request.httpBody?.count ?? 0)
        return answer
    }
}

extension URLSession: URLSessionable {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
