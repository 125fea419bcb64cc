import SnapFitAppCore
import SnapFitAppCoreTestSupport
import Testing

@testable import SnapFitWeb

/// What a feature keeps in a session: one of each type, ended and dropped with the user.
@MainActor
@Suite struct WebSessionStatesTests {
    final class Counter: FeatureState {
        private(set) var ends = 0

        func end() { ends += 1 }
    }

    @Test func aFeaturesState_isMadeOnce_andEndedAndDroppedWhenTheUserChanges() {
        // Given
        let session = WebSession(services: StubServices())
        let first = session.state(Counter.self)
        // When
        let again = session.state(Counter.self)
        session.renewIdentity()
        // Then
        #expect(first === again)
        #expect(first.ends == 1)
        #expect(session.state(Counter.self) !== first)
    }
}
