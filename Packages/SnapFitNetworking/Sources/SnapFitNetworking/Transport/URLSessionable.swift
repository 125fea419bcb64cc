import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seam over `URLSession`: the provider sends through it, tests substitute it.
public protocol URLSessionable: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: URLSessionable {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
