import SnapFitData
import SnapFitPresentation

/// The one-line warning for each problem with the home folder's files.
enum HomeWarningText {
    static func line(for warning: HomeWarning, language: Language) -> String {
        switch warning {
        case .sessionUnreadable(let path): HomeText.sessionUnreadable(path, language: language)
        case .sessionExposed(let path): HomeText.sessionExposed(path, language: language)
        case .sessionNotRemoved(let path): HomeText.sessionNotRemoved(path, language: language)
        case .sessionNotSaved(let directory): HomeText.sessionNotSaved(in: directory, language: language)
        case .deviceIDNotSaved(let directory): HomeText.deviceIDNotSaved(in: directory, language: language)
        }
    }
}
