import Foundation

/// The catalog's reference data fetched once and kept for the life of the process: vibes and regions change with
/// releases of the server, not between requests. Callers that ask at the same time share one fetch; a failed fetch
/// is not kept, so the next call tries again. A caller that is cancelled stops waiting at once.
public actor ReferenceDataCache: ReferenceDataRepository {
    private let source: any ReferenceDataRepository
    private var vibesFetch: Task<Result<[Vibe], DomainError>, Never>?
    private var locationsFetch: Task<Result<[Location], DomainError>, Never>?

    public init(source: any ReferenceDataRepository) {
        self.source = source
    }

    public func vibes() async throws(DomainError) -> [Vibe] {
        let fetch = vibesFetch ?? Self.start { [source] () throws(DomainError) in try await source.vibes() }
        vibesFetch = fetch
        guard let result = await Self.value(of: fetch) else { throw .cancelled }
        if case .failure = result, vibesFetch == fetch { vibesFetch = nil }
        return try result.get()
    }

    public func locations() async throws(DomainError) -> [Location] {
        let fetch = locationsFetch ?? Self.start { [source] () throws(DomainError) in try await source.locations() }
        locationsFetch = fetch
        guard let result = await Self.value(of: fetch) else { throw .cancelled }
        if case .failure = result, locationsFetch == fetch { locationsFetch = nil }
        return try result.get()
    }

    /// The shared `fetch`'s result, or `nil` as soon as the task waiting for it is cancelled (the fetch goes on
    /// for the other callers).
    private static func value<Value: Sendable>(
        of fetch: Task<Result<Value, DomainError>, Never>
    ) async -> Result<Value, DomainError>? {
        let waiter = Waiter<Result<Value, DomainError>?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.wait(with: continuation)
                if Task.isCancelled { return waiter.finish(nil) }
                Task { waiter.finish(await fetch.value) }
            }
        } onCancel: {
            waiter.finish(nil)
        }
    }

    private static func start<Value: Sendable>(
        _ fetch: @escaping @Sendable () async throws(DomainError) -> Value
    ) -> Task<Result<Value, DomainError>, Never> {
        Task {
            do throws(DomainError) {
                return .success(try await fetch())
            } catch {
                return .failure(error)
            }
        }
    }
}

/// A continuation resumed once, by whichever comes first: the value or the cancellation. (A lock of Foundation's:
/// the domain imports nothing else.)
private final class Waiter<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(_ value: Value) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
