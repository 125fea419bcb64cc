import SnapFitAppCoreTestSupport
import Synchronization
import Testing

@testable import SnapFitWeb

/// The session table: anonymous sessions are bounded on their own, and a flood of them never signs a user out.
@Suite struct WebSessionsTests {
    /// A clock the test moves, or that moves a millisecond at each look (`ticking`), so every session is idle a
    /// different time.
    private final class TestClock: Sendable {
        private let now = Mutex(ContinuousClock.now)
        private let ticking: Bool

        init(ticking: Bool) { self.ticking = ticking }

        func read() -> ContinuousClock.Instant {
            now.withLock {
                if ticking { $0 += .milliseconds(1) }
                return $0
            }
        }

        func advance(by duration: Duration) { now.withLock { $0 += duration } }
    }

    private func table(_ clock: TestClock) -> WebSessions {
        WebSessions(makeServices: { _ in StubServices() }, now: clock.read)
    }

    /// A new session's id once its user signed in.
    private func signedIn(_ sut: WebSessions, peer: String) -> String {
        let (host, id, _) = sut.session(for: nil, peer: peer)
        sut.renew(host, from: id, to: id + "-user", signedIn: true, peer: peer)
        return id + "-user"
    }

    @Test func aFloodOfAnonymousSessions_pushesOutAnonymousOnes_neverASignedInOne() {
        // Given: a signed-in session, and an anonymous one made before the flood, on a clock that ticks each look
        let sut = table(TestClock(ticking: true))
        let user = signedIn(sut, peer: "10.0.0.1")
        let early = sut.session(for: nil, peer: "10.0.0.1").id
        // When: more cookieless requests than the anonymous table holds
        for number in 0...WebSessions.anonymousCapacity { _ = sut.session(for: nil, peer: "10.1.\(number % 20).1") }
        // Then
        #expect(sut.session(for: user, peer: "10.0.0.1").isNew == false)
        #expect(sut.session(for: early, peer: "10.0.0.1").isNew == true)
        #expect(sut.count <= WebSessions.anonymousCapacity + 1)
    }

    @Test func aSessionIdleBeyondItsLimit_isNeverAnsweredAgain_anonymousSoonerThanSignedIn() {
        // Given
        let clock = TestClock(ticking: false)
        let sut = table(clock)
        let user = signedIn(sut, peer: "10.0.0.1")
        let visitor = sut.session(for: nil, peer: "10.0.0.1").id
        // When
        clock.advance(by: WebSessions.anonymousIdleLimit)
        // Then
        #expect(sut.session(for: visitor, peer: "10.0.0.1").isNew == true)
        #expect(sut.session(for: user, peer: "10.0.0.1").isNew == false)
        clock.advance(by: WebSessions.signedInIdleLimit)
        let count = sut.count
        #expect(sut.session(for: user, peer: "10.0.0.1").isNew == true)
        #expect(sut.count == count, "the expired session is forgotten as the new one is made")
    }

    @Test func aRenewedSession_isFoundByItsNewID_only() {
        // Given
        let sut = table(TestClock(ticking: true))
        let (host, old, _) = sut.session(for: nil, peer: "10.0.0.1")
        // When
        sut.renew(host, from: old, to: "renewed", signedIn: false, peer: "10.0.0.1")
        // Then
        #expect(sut.session(for: "renewed", peer: "10.0.0.1").session === host)
        #expect(sut.session(for: old, peer: "10.0.0.1").isNew == true)
    }

    @Test func aSessionPushedOutWhileItsUserLoggedIn_isStillFiledAsSignedIn() {
        // Given: a visitor's session, pushed out by a flood from the same address while its login was under way
        let sut = table(TestClock(ticking: true))
        let (host, id, _) = sut.session(for: nil, peer: "10.0.0.66")
        for _ in 0..<(2 * WebSessions.anonymousPerPeer) { _ = sut.session(for: nil, peer: "10.0.0.66") }
        #expect(sut.session(for: id, peer: "10.0.0.66").isNew == true)
        // When
        sut.renew(host, from: id, to: "signed-in", signedIn: true, peer: "10.0.0.66")
        // Then
        #expect(sut.session(for: "signed-in", peer: "10.0.0.66").session === host)
    }

    @Test func oneClientsFlood_pushesOutOnlyItsOwnSessions() {
        // Given: a visitor who opened a page, and a flooding client at another address
        let sut = table(TestClock(ticking: true))
        let visitor = sut.session(for: nil, peer: "10.0.0.1").id
        // When: the flood's first sessions, then far more than its share
        let firstOfFlood = sut.session(for: nil, peer: "10.0.0.66").id
        for _ in 0..<(2 * WebSessions.anonymousPerPeer) { _ = sut.session(for: nil, peer: "10.0.0.66") }
        // Then
        #expect(sut.session(for: visitor, peer: "10.0.0.1").isNew == false)
        #expect(sut.session(for: firstOfFlood, peer: "10.0.0.66").isNew == true)
        #expect(sut.count <= WebSessions.anonymousPerPeer + 2)
    }
}
