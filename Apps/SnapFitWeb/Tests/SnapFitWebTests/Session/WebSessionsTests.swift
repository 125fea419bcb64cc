import SnapFitAppCoreTestSupport
import Testing

@testable import SnapFitWeb

/// The session table: anonymous sessions are bounded on their own, and a flood of them never signs a user out.
@MainActor
@Suite struct WebSessionsTests {
    /// A table over stubs on a clock that moves a millisecond at each look, so every session is idle a different time.
    private func ticking() -> WebSessions {
        var now = ContinuousClock.now
        return WebSessions(
            makeServices: { _ in StubServices() },
            now: {
                now += .milliseconds(1)
                return now
            })
    }

    @Test func aFloodOfAnonymousSessions_pushesOutAnonymousOnes_neverASignedInOne() {
        // Given: a signed-in session, and an anonymous one made before the flood, on a clock that ticks each look
        let sut = ticking()
        let (user, _) = sut.session(for: nil, peer: "10.0.0.1")
        user.changeUser(signedIn: true)
        sut.renew(user)
        let (early, _) = sut.session(for: nil, peer: "10.0.0.1")
        // When: more cookieless requests than the anonymous table holds
        for number in 0...WebSessions.anonymousCapacity { _ = sut.session(for: nil, peer: "10.1.\(number % 20).1") }
        // Then
        #expect(sut.session(for: user.id, peer: "10.0.0.1").isNew == false)
        #expect(sut.session(for: early.id, peer: "10.0.0.1").isNew == true)
        #expect(sut.count <= WebSessions.anonymousCapacity + 1)
    }

    @Test func aSessionIdleBeyondItsLimit_isNeverAnsweredAgain_anonymousSoonerThanSignedIn() {
        // Given
        var now = ContinuousClock.now
        let sut = WebSessions(makeServices: { _ in StubServices() }, now: { now })
        let (user, _) = sut.session(for: nil, peer: "10.0.0.1")
        user.changeUser(signedIn: true)
        sut.renew(user)
        let (visitor, _) = sut.session(for: nil, peer: "10.0.0.1")
        // When
        now += WebSessions.anonymousIdleLimit
        // Then
        #expect(sut.session(for: visitor.id, peer: "10.0.0.1").isNew == true)
        #expect(sut.session(for: user.id, peer: "10.0.0.1").isNew == false)
        now += WebSessions.signedInIdleLimit
        let count = sut.count
        #expect(sut.session(for: user.id, peer: "10.0.0.1").isNew == true)
        #expect(sut.count == count, "the expired session is forgotten as the new one is made")
    }

    @Test func oneClientsFlood_pushesOutOnlyItsOwnSessions() {
        // Given: a visitor who opened a page, and a flooding client at another address
        let sut = ticking()
        let (visitor, _) = sut.session(for: nil, peer: "10.0.0.1")
        // When: the flood's first sessions, then far more than its share
        let (firstOfFlood, _) = sut.session(for: nil, peer: "10.0.0.66")
        for _ in 0..<(2 * WebSessions.anonymousPerPeer) { _ = sut.session(for: nil, peer: "10.0.0.66") }
        // Then
        #expect(sut.session(for: visitor.id, peer: "10.0.0.1").isNew == false)
        #expect(sut.session(for: firstOfFlood.id, peer: "10.0.0.66").isNew == true)
        #expect(sut.count <= WebSessions.anonymousPerPeer + 2)
    }
}
