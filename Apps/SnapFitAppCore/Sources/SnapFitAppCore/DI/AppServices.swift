import SnapFitDomain
import SnapFitNetworking
import SnapFitPresentation

/// What the commands and the shell need from the composition root: the phase's use cases, the language its scenes
/// speak, and DEV's reset. `AppDI` is the real one; the app's tests pass one over doubles of the repositories, so
/// commands are tested without the DEV stack.
public protocol AppServices: Sendable {
    /// The use cases over this phase's repositories.
    var useCases: UseCaseFactory { get }
    /// The user's way to the server in this phase, signed in as the user is: what a feature's remote repositories
    /// send through (decision 0024).
    var provider: Provider { get }
    /// The language the scenes word their view models in.
    var language: Language { get }
    /// DEV only: brings the data back to the seed and signs out. Returns the folder DEV keeps its files in; `nil`
    /// in REAL, which has nothing to reset.
    func resetDevData() async throws(DevResetFailure) -> String?
    /// What watches poll and redraw by: the real clock, unless a test gives its own.
    var watchClock: WatchClock { get }
    /// DEV only: what went wrong last with its data file, for the UI to say what mends it; `nil` in REAL.
    var devProblem: DevProblem? { get }
}
