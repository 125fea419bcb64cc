import SnapFitDomain
import SnapFitNetworking
import SnapFitPresentation

/// One user's services: the use cases over that user's own sign-in, place in a list and settings, in the language
/// those settings name. The CLI has one (its home folder's); the web app has one per browser session, made by
/// `AppDI.makeUserScope()`. Every scope of a process shares its phase's transport and backend.
public final class UserScope: AppServices {
    let repositories: Repositories
    /// The language when the settings name none.
    private let fallbackLanguage: Language
    private let reset: @Sendable () async throws(DevResetFailure) -> String?
    private let devProblems: DevProblemLog
    public let watchClock: WatchClock

    init(
        repositories: Repositories, fallbackLanguage: Language, watchClock: WatchClock, devProblems: DevProblemLog,
        reset: @escaping @Sendable () async throws(DevResetFailure) -> String?
    ) {
        self.repositories = repositories
        self.fallbackLanguage = fallbackLanguage
        self.watchClock = watchClock
        self.devProblems = devProblems
        self.reset = reset
    }

    public var devProblem: DevProblem? { devProblems.current }

    public var useCases: UseCaseFactory { repositories.useCases }

    public var provider: Provider { repositories.provider }

    /// The language in force: the settings' language, else the process's `--lang`, else the machine's.
    public var language: Language {
        useCases.makeFetchPreferences()().language.map(Language.init) ?? fallbackLanguage
    }

    /// DEV only: brings the backend back to the seed for every user, and signs this user out.
    public func resetDevData() async throws(DevResetFailure) -> String? {
        devProblems.clear()
        let folder = try await reset()
        if folder != nil {
            await repositories.stores.credentials.clear()
            await repositories.stores.bookmarks.clear()
        }
        return folder
    }
}
