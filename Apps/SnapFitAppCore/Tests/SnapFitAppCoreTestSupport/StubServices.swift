import Foundation
import SnapFitAppCore
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import SnapFitPresentation

/// The composition root's services over doubles: use cases over the repositories a test sets up (any other fails
/// the test when called), and a `dev reset` that fails the test unless set.
public struct StubServices: AppServices {
    public var useCases: UseCaseFactory
    /// A provider whose every request fails the test: a feature's tests give its commands and pages their own
    /// repository double instead.
    public var provider = Provider(baseURL: URL(fileURLWithPath: "/"), session: StubURLSession())
    public var language: Language
    /// Watches poll without waiting, unless a test gives its own clock: each sleep moves the clock on at once.
    public var watchClock: WatchClock
    /// What DEV's data file went through, as a test sets it.
    public var devProblem: DevProblem?
    public var onReset: @Sendable () async throws(DevResetFailure) -> String? = {
        _ = unexpected("resetDevData")
        return nil
    }

    public init(
        useCases: UseCaseFactory = .stubbed(), language: Language = .english,
        watchClock: WatchClock = WatchClock(ManualClock(advancingBySleeping: true))
    ) {
        self.useCases = useCases
        self.language = language
        self.watchClock = watchClock
    }

    public func resetDevData() async throws(DevResetFailure) -> String? { try await onReset() }
}

extension StubServices {
    /// The same doubles, wording the scenes in `language`.
    public func speaking(_ language: Language) -> StubServices {
        var copy = self
        copy.language = language
        return copy
    }
}
