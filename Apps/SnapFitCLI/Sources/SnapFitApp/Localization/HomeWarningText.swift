import SnapFitData
import SnapFitPresentation

/// The one-line warnings about the home folder's files, in the user's language.
enum HomeWarningText {
    static func line(for warning: HomeWarning, language: Language) -> String {
        switch warning {
        case .sessionUnreadable(let path):
            language.pick(
                "경고: 저장된 로그인 정보(\(path))를 읽을 수 없어 로그아웃 상태로 시작합니다.",
                "warning: the stored session in \(path) cannot be read; you are signed out.")
        case .sessionNotSaved(let directory):
            language.pick(
                "경고: 로그인 정보를 \(directory)에 저장할 수 없어 이번 실행에서만 유지됩니다.",
                "warning: the session cannot be saved in \(directory); it lasts until this run ends.")
        case .deviceIDNotSaved(let directory):
            language.pick(
                "경고: 기기 ID를 \(directory)에 저장할 수 없어 이번 실행에서만 쓰입니다.",
                "warning: the device id cannot be saved in \(directory); it is used for this run only.")
        }
    }
}
