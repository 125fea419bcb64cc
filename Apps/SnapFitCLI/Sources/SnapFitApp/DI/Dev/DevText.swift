import SnapFitBackend
import SnapFitPresentation

/// What DEV says about its own files in the home folder, in the user's language.
enum DevText {
    static func homeNotWritable(_ path: String, language: Language) -> String {
        language.pick(
            "경고: \(path)에 쓸 수 없어 DEV 데이터를 이번 실행 동안만 메모리에 둡니다.",
            "warning: \(path) cannot be written; DEV keeps its data in memory for this run only.")
    }

    static func stateFileProblem(_ error: StateFileError, language: Language) -> String {
        switch error.problem {
        case .unreadable, .corrupt:
            language.pick(
                "DEV 데이터 파일 \(error.path)을(를) 읽을 수 없습니다 (\(error.detail)). 'snapfit dev reset'으로 처음 데이터로 되돌리세요. 그때까지 파일은 그대로 둡니다.",
                "the DEV data file \(error.path) cannot be read (\(error.detail)). Run 'snapfit dev reset' to start again from the seed; until then the file is left as it is."
            )
        case .busy:
            language.pick(
                "다른 snapfit 프로세스가 DEV 데이터 파일 \(error.path)을(를) 너무 오래 잡고 있습니다. 잠시 후 다시 해 보세요.",
                "another snapfit process has held the DEV data file \(error.path) for too long; try again in a moment.")
        case .lockUnavailable, .unwritable:
            language.pick(
                "DEV 데이터를 \(error.path)에 쓸 수 없습니다 (\(error.detail)).",
                "the DEV data cannot be written at \(error.path) (\(error.detail)).")
        }
    }

    static func resetDone(_ folder: String, language: Language) -> String {
        language.pick(
            "DEV 데이터를 처음 상태로 되돌렸습니다 (\(folder)). 로그아웃되었습니다.",
            "DEV is back to the seed data (\(folder)); you are signed out.")
    }

    static let realHasNoReset = LocalizedText(
        "'dev reset'은 DEV 단계에서만 쓸 수 있습니다. REAL의 데이터는 서버의 것입니다.",
        "'dev reset' works in the DEV phase only: REAL's data belongs to the server.")
}
