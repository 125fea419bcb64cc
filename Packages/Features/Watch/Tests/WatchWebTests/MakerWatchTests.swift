import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
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
}
