import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session that tells `began` and `ended` when each exchange through `base` starts and stops, however it ends:
/// for showing that the client is waiting on the network.
public struct ObservedSession: URLSessionable {
    private let base: any URLSessionable
    private let began: @Sendable () -> Void
    private let ended: @Sendable () -> Void

    public init(
        _ base: any URLSessionable, began: @escaping @Sendable () -> Void, ended: @escaping @Sendable () -> Void
    ) {
        self.base = base
        self.began = began
        self.ended = ended
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        began()
        defer { ended() }
        return try await base.data(for: request)
    }

    public func data(
        for request: URLRequest, sent: @escaping @Sendable (Int) -> Void
    ) async throws -> (Data, URLResponse) {
        began()
        defer { ended() }
        return try await base.data(for: request, sent: sent)
    }
}
