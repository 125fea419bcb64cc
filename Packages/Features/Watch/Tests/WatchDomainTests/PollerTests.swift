import SnapFitDomain
import SnapFitDomainTestSupport
import Testing
import WatchDomain

struct PollerTests {
    private let backoff = PollBackoff(shortest: .seconds(2), longest: .seconds(10), jitter: 0.2)

    /// Runs a poller over `reads` on a clock whose sleeps return at once; the events it reported and the waits. The
    /// script cancels the task it runs in once it is done, so the poller runs in a task of its own, not the test's.
    private func run(
        _ reads: [Result<Int, DomainError>]
    ) async throws -> (events: [WatchEvent<Int>], waits: [Duration]) {
        let clock = ManualClock(advancingBySleeping: true)
        let script = ScriptedReads(reads)
        let events = Recorder<WatchEvent<Int>>()
        let poller = Poller(backoff: backoff, clock: WatchClock(clock), draw: { 0.5 }) { () throws(DomainError) in
            try script.next()
        }
        try await Task { try await poller.run { events.append($0) } }.value
        return (events.values, clock.waits)
    }

    @Test func reportsTheFirstReadingAndEachChange_andWaitsLongerWhileNothingChanges() async throws {
        let (events, waits) = try await run([.success(1), .success(1), .success(1), .success(2), .success(2)])
        #expect(
            events == [
                .update(1, previous: nil, resumed: false, nextPoll: .seconds(2)),
                .update(2, previous: 1, resumed: false, nextPoll: .seconds(2)),
            ])
        #expect(waits == [.seconds(2), .seconds(4), .seconds(8), .seconds(2), .seconds(4)])
    }

    @Test func aLostConnection_isSaidOnce_andTheNextAnswerResumesTheWatch() async throws {
        let (events, waits) = try await run([
            .success(1), .failure(.unreachable), .failure(.timedOut), .failure(.rejected(status: 503, serverText: nil)),
            .success(1),
        ])
        #expect(
            events == [
                .update(1, previous: nil, resumed: false, nextPoll: .seconds(2)),
                .lost(.unreachable, nextPoll: .seconds(4)),
                .update(1, previous: 1, resumed: true, nextPoll: .seconds(2)),
            ])
        #expect(waits == [.seconds(2), .seconds(4), .seconds(8), .seconds(10), .seconds(2)])
    }

    @Test func aFailureThatPollingCannotMend_endsTheWatch() async {
        await #expect(throws: DomainError.notAMaker) {
            _ = try await run([.success(1), .failure(.notAMaker)])
        }
    }

    @Test func cancellingTheTask_endsTheWatchWithoutAnError() async throws {
        let (events, waits) = try await run([])
        #expect(events.isEmpty && waits.isEmpty)
    }

    @Test(arguments: [
        (DomainError.unreachable, true), (.timedOut, true), (.answerLost, true), (.unavailable(reason: "r"), true),
        (.rejected(status: 500, serverText: nil), true), (.rejected(status: 429, serverText: nil), true),
        (.rejected(status: 400, serverText: nil), false),
        (.signedOut, false), (.productNotFound, false), (.invalidResponse(detail: "x"), false),
    ])
    func connectionLoss_isWhatTryingAgainMayMend(error: DomainError, isLoss: Bool) {
        #expect(error.isConnectionLoss == isLoss)
    }
}
