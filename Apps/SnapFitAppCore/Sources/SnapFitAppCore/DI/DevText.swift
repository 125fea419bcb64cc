import SnapFitBackend
import SnapFitPresentation

/// What DEV says about a data file it cannot use, by the problem the backend reports. What the user can do about it
/// is each UI's to say, by `AppServices.devProblem`.
enum DevText {
    static func stateFileProblem(_ error: StateFileError, language: Language) -> String {
        switch error.problem {
        case .unreadable, .corrupt:
            HomeText.devDataUnreadable(error.path, detail: error.detail, language: language)
        case .newerSchema: HomeText.devDataNewer(error.path, detail: error.detail, language: language)
        case .busy: HomeText.devDataBusy(error.path, language: language)
        case .lockUnavailable, .unwritable:
            HomeText.devDataUnwritable(error.path, detail: error.detail, language: language)
        }
    }
}
