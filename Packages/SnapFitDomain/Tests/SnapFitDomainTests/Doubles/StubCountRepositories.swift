import SnapFitDomain
import Testing

/// A `LikeRepository` that fails the test unless `onLikeCount` is set.
struct StubLikeRepository: LikeRepository {
    var onLikeCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        Issue.record("likeCount() was not expected")
        throw .invalidResponse(detail: "unexpected call")
    }
    func likeCount() async throws(DomainError) -> Int { try await onLikeCount() }
}

/// A `ReservationRepository` that fails the test unless `onReservationCount` is set.
struct StubReservationRepository: ReservationRepository {
    var onReservationCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        Issue.record("reservationCount() was not expected")
        throw .invalidResponse(detail: "unexpected call")
    }
    func reservationCount() async throws(DomainError) -> Int { try await onReservationCount() }
}

/// Holds every caller until `count` callers have arrived: proof that they run at the same time.
actor Latch {
    private let count: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { self.count = count }

    func arriveAndWait() async {
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            if waiting.count == count {
                waiting.forEach { $0.resume() }
                waiting.removeAll()
            }
        }
    }
}
