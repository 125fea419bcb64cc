import SnapFitApp
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation

/// The composition root's services over doubles: use cases over the repositories a test sets up (any other fails
/// the test when called), and a `dev reset` that fails the test unless set.
struct StubServices: AppServices {
    var useCases: UseCaseFactory = .stubbed()
    var language: Language = .english
    /// Watches poll without waiting: each sleep moves the clock on at once.
    var watchClock = WatchClock(ManualClock(advancingBySleeping: true))
    var onReset: @Sendable () async throws(DevResetFailure) -> String? = {
        _ = unexpected("resetDevData")
        return nil
    }

    func resetDevData() async throws(DevResetFailure) -> String? { try await onReset() }
}

extension StubServices {
    /// The same doubles, wording the scenes in `language`.
    func speaking(_ language: Language) -> StubServices {
        var copy = self
        copy.language = language
        return copy
    }
}
