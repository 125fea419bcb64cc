import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@testable import WatchWeb

/// The session's live watch of the maker's bookings, over doubles and a clock the test moves.
@MainActor
@Suite struct MakerWatchTests {
    private let clock = ManualClock()

    private func services() -> StubServices {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { _ in [] }
        return StubServices(
            useCases: .stubbed(accounts: .signedIn(as: Fixtures.maker), makers: makers), watchClock: WatchClock(clock))
    }

    /// Lets the watch's tasks run until it has stopped, or gives up.
    private func settle(_ sut: MakerWatch) async {
        for _ in 0..<1_000 where sut.isRunning { await Task.yield() }
    }

    @Test func ask_waitsForTheFirstReading() async {
        // Given
        let sut = MakerWatch()
        // When
        await sut.ask(services())
        // Then
        #expect(sut.bookings?.isFirst == true)
        #expect(sut.alert == nil && sut.error == nil)
        #expect(sut.isRunning)
        sut.stop()
    }

    @Test func watch_runsWhileAsked_andStopsItselfAMinuteAfterTheLastAsk() async {
        // Given: a watch asked for at 0 s and again at 50 s
        let sut = MakerWatch()
        let services = services()
        await sut.ask(services)
        await clock.sleeping(2)  // the next poll and the idle check
        clock.advance(by: .seconds(50))
        await sut.ask(services)
        // When: the idle check wakes at 60 s, 10 s after the last ask
        clock.advance(by: .seconds(10))
        await settle(sut)
        // Then
        #expect(sut.isRunning)
        // When: a minute after the last ask
        await clock.sleeping(2)
        clock.advance(by: .seconds(60))
        await settle(sut)
        // Then
        #expect(!sut.isRunning)
        #expect(sut.bookings == nil)
    }

    @Test func aStoppedWatch_startsAgainWhenAsked() async {
        // Given
        let sut = MakerWatch()
        await sut.ask(services())
        sut.stop()
        // When
        await sut.ask(services())
        // Then
        #expect(sut.isRunning && sut.bookings != nil)
        sut.stop()
    }

    @Test func aWatchThatEndedWithAnError_startsCleanWhenAskedAgain() async {
        // Given: the first run ends on an error (not a maker yet), the next one reads
        let attempts = Attempts()
        var makers = StubMakerRepository()
        makers.onMakerReservations = { (_) throws(DomainError) in
            if attempts.next() == 1 { throw .notAMaker }
            return []
        }
        let services = StubServices(
            useCases: .stubbed(accounts: .signedIn(as: Fixtures.maker), makers: makers), watchClock: WatchClock(clock))
        let sut = MakerWatch()
        await sut.ask(services)
        await settle(sut)
        #expect(sut.error != nil && !sut.isRunning)
        // When
        await sut.ask(services)
        // Then
        #expect(sut.error == nil)
        #expect(sut.bookings?.isFirst == true)
        sut.stop()
    }
}

/// Counts calls across the watch's tasks.
private final class Attempts: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock {
            $0 += 1; return $0
        }
    }
}
