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
        case .sessionExposed(let path):
            language.pick(
                "경고: 로그인 정보 파일(\(path))을 다른 사용자도 읽을 수 있습니다. 'chmod 600 \(path)'으로 막으세요.",
                "warning: the session file \(path) can be read by other users; run 'chmod 600 \(path)'.")
        case .sessionNotRemoved(let path):
            language.pick(
                "경고: \(path)은(는) 스냅핏이 만든 로그인 파일이 아니어서 지우지 않았습니다. 직접 확인해 주세요.",
                "warning: \(path) is not a session file this client wrote, so it was left alone; check it yourself.")
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
