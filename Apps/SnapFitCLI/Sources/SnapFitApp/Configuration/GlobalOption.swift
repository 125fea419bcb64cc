import SnapFitPresentation

/// The options of the whole program (before the command, or after it for most), each with its help text.
enum GlobalOption: String, CaseIterable, Sendable {
    case phase
    case baseURL = "base-url"
    case home
    case lang
    case json
    case noColor = "no-color"
    case help
    case version

    /// The placeholder of the option's value, or `nil` for a switch.
    var valuePlaceholder: String? {
        switch self {
        case .phase: "dev|real"
        case .baseURL: "URL"
        case .home: "DIR"
        case .lang: "ko|en"
        case .json, .noColor, .help, .version: nil
        }
    }

    /// Whether the option is also read after the command's words (`snapfit vibes --json`); `--help` and
    /// `--version` there belong to the command.
    var mayFollowTheCommand: Bool { self != .help && self != .version }

    /// The environment variable read when the option is not given.
    var environmentVariable: String? {
        switch self {
        case .phase: "SNAPFIT_PHASE"
        case .baseURL: "SNAPFIT_BASE_URL"
        case .home: "SNAPFIT_HOME"
        case .lang: "SNAPFIT_LANG"
        case .noColor: "NO_COLOR"
        case .json, .help, .version: nil
        }
    }

    var synopsis: String {
        valuePlaceholder.map { "--\(rawValue) \($0)" } ?? "--\(rawValue)"
    }

    var summary: LocalizedText {
        switch self {
        case .phase:
            LocalizedText(
                "dev: 내장 백엔드 (데이터는 홈 폴더에), real: 실제 서버 (SNAPFIT_PHASE)",
                "dev: the built-in backend, its data in the home folder; real: the live server (SNAPFIT_PHASE)")
        case .baseURL:
            LocalizedText("real 단계의 서버 주소 (SNAPFIT_BASE_URL)", "server root in the real phase (SNAPFIT_BASE_URL)")
        case .home:
            LocalizedText(
                "로그인 정보와 목록 위치를 두는 폴더, DEV 데이터는 dev/ 안에 (SNAPFIT_HOME)",
                "folder keeping the session and your place in a list; DEV's data in dev/ (SNAPFIT_HOME)")
        case .lang:
            LocalizedText("메시지 언어 (SNAPFIT_LANG)", "language of all messages (SNAPFIT_LANG)")
        case .json:
            LocalizedText("명령마다 JSON 객체 한 줄을 출력", "print one JSON object per command, on one line")
        case .noColor:
            LocalizedText("색상 없이 출력 (NO_COLOR)", "plain text without colors (NO_COLOR)")
        case .help:
            LocalizedText("도움말을 보여 줌", "show the help")
        case .version:
            LocalizedText("버전을 보여 줌", "show the version")
        }
    }
}
