import SnapFitDomain
import Testing
import WatchDomain

struct PollBackoffTests {
    @Test func theWait_doublesWhileQuiet_upToTheLongest() {
        let backoff = PollBackoff.standard
        let waits = (0..<6).map { backoff.delay(afterQuietPolls: $0, draw: 0.5) }
        #expect(waits == [.seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30), .seconds(30)])
        #expect(backoff.delay(afterQuietPolls: Int.max, draw: 0.5) == .seconds(30))
    }

    @Test func jitter_movesTheWaitByAtMostItsShare() {
        let backoff = PollBackoff.standard
        #expect(backoff.delay(afterQuietPolls: 0, draw: 0) == .milliseconds(1600))
        #expect(backoff.delay(afterQuietPolls: 0, draw: 1) == .milliseconds(2400))
        #expect(backoff.delay(afterQuietPolls: 4, draw: 0.75) == .seconds(33))
        #expect(backoff.delay(afterQuietPolls: 0, draw: 7) == .milliseconds(2400))
    }

    @Test func impossibleSettings_areBroughtIntoRange() {
        let backoff = PollBackoff(shortest: .seconds(5), longest: .seconds(1), jitter: 3)
        #expect(backoff.longest == .seconds(5) && backoff.jitter == 0.5)
        #expect(backoff.delay(afterQuietPolls: 0, draw: 0) == .milliseconds(2500))
        let eager = PollBackoff(shortest: .zero, longest: .zero, jitter: 0)
        #expect(eager.delay(afterQuietPolls: 0, draw: 0.5) == .milliseconds(100))
    }
}
