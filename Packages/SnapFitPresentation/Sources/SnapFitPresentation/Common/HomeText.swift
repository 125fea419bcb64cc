/// What the app says about its own files in the home folder (the session, the device id, DEV's data), in the user's
/// language.
public enum HomeText {
    public static func sessionUnreadable(_ path: String, language: Language) -> String {
        language.pick(
            "경고: 저장된 로그인 정보(\(path))를 읽을 수 없어 로그아웃 상태로 시작합니다.",
            "warning: the stored session in \(path) cannot be read; you are signed out.")
    }

    public static func sessionExposed(_ path: String, language: Language) -> String {
        language.pick(
            "경고: 로그인 정보 파일(\(path))을 다른 사용자도 읽을 수 있습니다. 'chmod 600 \(path)'으로 막으세요.",
            "warning: the session file \(path) can be read by other users; run 'chmod 600 \(path)'.")
    }

    public static func sessionNotRemoved(_ path: String, language: Language) -> String {
        language.pick(
            "경고: \(path)은(는) 스냅핏이 만든 로그인 파일이 아니어서 지우지 않았습니다. 직접 확인해 주세요.",
            "warning: \(path) is not a session file this client wrote, so it was left alone; check it yourself.")
    }

    public static func sessionNotSaved(in directory: String, language: Language) -> String {
        language.pick(
            "경고: 로그인 정보를 \(directory)에 저장할 수 없어 이번 실행에서만 유지됩니다.",
            "warning: the session cannot be saved in \(directory); it lasts until this run ends.")
    }

    public static func deviceIDNotSaved(in directory: String, language: Language) -> String {
        language.pick(
            "경고: 기기 ID를 \(directory)에 저장할 수 없어 이번 실행에서만 쓰입니다.",
            "warning: the device id cannot be saved in \(directory); it is used for this run only.")
    }

    public static func devHomeNotWritable(_ path: String, language: Language) -> String {
        language.pick(
            "경고: \(path)에 쓸 수 없어 DEV 데이터를 이번 실행 동안만 메모리에 둡니다.",
            "warning: \(path) cannot be written; DEV keeps its data in memory for this run only.")
    }

    public static func devFaultsIgnored(_ variable: String, language: Language) -> String {
        language.pick(
            "\(variable)를 읽을 수 없어 무시합니다. 'GET /snapfit/vibes=delay:2;POST /snapfit/reservation=drop' 꼴로 쓰세요.",
            "\(variable) is not understood and is ignored: write 'GET /snapfit/vibes=delay:2;POST /snapfit/reservation=drop'."
        )
    }

    public static func devDataUnreadable(_ path: String, detail: String, language: Language) -> String {
        language.pick(
            "DEV 데이터 파일 \(path)을(를) 읽을 수 없습니다 (\(detail)). 처음 데이터로 되돌릴 때까지 파일은 그대로 둡니다.",
            "the DEV data file \(path) cannot be read (\(detail)); it is left as it is until DEV is reset to the seed.")
    }

    public static func devDataNewer(_ path: String, detail: String, language: Language) -> String {
        language.pick(
            "DEV 데이터 파일 \(path)을(를) 쓸 수 없습니다: \(detail). 그 버전을 위해 파일은 그대로 둡니다.",
            "the DEV data file \(path) cannot be used: \(detail). It is left as it is for that build.")
    }

    public static func devDataBusy(_ path: String, language: Language) -> String {
        language.pick(
            "다른 SnapFit 프로세스가 DEV 데이터 파일 \(path)을(를) 너무 오래 잡고 있습니다. 잠시 후 다시 해 보세요.",
            "another SnapFit process has held the DEV data file \(path) for too long; try again in a moment.")
    }

    public static func devDataUnwritable(_ path: String, detail: String, language: Language) -> String {
        language.pick(
            "DEV 데이터를 \(path)에 쓸 수 없습니다 (\(detail)).", "the DEV data cannot be written at \(path) (\(detail)).")
    }

    public static func devResetDone(_ folder: String, language: Language) -> String {
        language.pick(
            "DEV 데이터를 처음 상태로 되돌렸습니다 (\(folder)). 로그아웃되었습니다.",
            "DEV is back to the seed data (\(folder)); you are signed out.")
    }

    public static func devResetOnlyInDev(language: Language) -> String {
        language.pick(
            "처음 데이터로 되돌리기는 DEV 단계에서만 됩니다. REAL의 데이터는 서버의 것입니다.",
            "only DEV can be reset to the seed: REAL's data belongs to the server.")
    }
}
