import Foundation
import SnapFitDomain
import SnapFitPresentation

/// The terminal's own words, in one place: each command's help line, the messages about how the command line was
/// written, and the commands to type for what a screen offers. Everything else a user reads comes from Presentation.
package enum CLIWords {
    /// The help line of each command, by its name.
    static let summaries: [String: LocalizedText] = [
        "help": LocalizedText(
            "도움말 (명령이나 묶음을 주면 그 사용법, all이면 모든 명령과 옵션)",
            "show the help, a command's or a group's, or (all) every command and option"),
        "completion": LocalizedText("bash·zsh 자동 완성 스크립트 출력", "print a completion script for bash or zsh"),
        "quit": LocalizedText("셸이나 스크립트를 끝냄", "leave the shell or stop the script"),
        "clear": LocalizedText("화면을 지움", "clear the screen"),
        "dev reset": LocalizedText("DEV 데이터를 처음 상태로 되돌림", "put DEV's data back to the seed"),
        "scenarios": LocalizedText(
            "DEV 시나리오 목록 (--scenario 이름으로 그 상태에서 시작)", "list DEV's scenarios (--scenario NAME starts in one)"),
    ]

    /// How each command is typed, where an example helps.
    static let examples: [String: String] = [
        "help": "help maker",
        "completion": "completion bash",
    ]

    /// The help line of each global option.
    static func summary(of option: GlobalOption) -> LocalizedText {
        switch option {
        case .configuration(.phase):
            LocalizedText(
                "dev: 내장 백엔드 (데이터는 홈 폴더에), real: 실제 서버 (SNAPFIT_PHASE)",
                "dev: the built-in backend, its data in the home folder; real: the live server (SNAPFIT_PHASE)")
        case .configuration(.baseURL):
            LocalizedText("real 단계의 서버 주소 (SNAPFIT_BASE_URL)", "server root in the real phase (SNAPFIT_BASE_URL)")
        case .configuration(.home):
            LocalizedText(
                "로그인 정보와 목록 위치를 두는 폴더, DEV 데이터는 dev/ 안에 (SNAPFIT_HOME)",
                "folder keeping the session and your place in a list; DEV's data in dev/ (SNAPFIT_HOME)")
        case .configuration(.lang):
            LocalizedText(
                "메시지 언어, 이번 실행만 (SNAPFIT_LANG; 저장은 set lang)",
                "language of all messages, this run only (SNAPFIT_LANG; `set lang` saves it)")
        case .configuration(.currency):
            LocalizedText(
                "가격 통화, 이번 실행만 (SNAPFIT_CURRENCY; 저장은 set currency)",
                "currency prices are shown in, this run only (SNAPFIT_CURRENCY; `set currency` saves it)")
        case .configuration(.layout):
            LocalizedText(
                "상품 목록 모양, 이번 실행만 (SNAPFIT_LAYOUT; 저장은 set layout)",
                "how product lists are drawn, this run only (SNAPFIT_LAYOUT; `set layout` saves it)")
        case .configuration(.ratesURL):
            LocalizedText(
                "real 단계의 환율 주소, Open Exchange Rates 형식 (SNAPFIT_RATES_URL)",
                "where the real phase reads exchange rates, Open Exchange Rates' shape (SNAPFIT_RATES_URL)")
        case .configuration(.scenario):
            LocalizedText(
                "DEV를 이름 붙은 상태로 시작, 홈의 데이터와 따로 (SNAPFIT_SCENARIO; 목록은 scenarios)",
                "start DEV in a named state, apart from the home's data (SNAPFIT_SCENARIO; see `scenarios`)")
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

    // MARK: - Help and the shell

    static let helpUsage = LocalizedText("help [명령|묶음|all]", "help [command|group|all]")
    static let commandOptionsHeading = LocalizedText("옵션:", "Options:")
    static let exampleHeading = LocalizedText("예:", "Example:")
    static let invocation = LocalizedText("snapfit [옵션] [명령 [인자]]", "snapfit [options] [command [arguments]]")
    static let modes = LocalizedText(
        "명령 없이 실행하면 터미널에서는 대화형 셸, 파이프에서는 한 줄에 명령 하나씩 읽습니다.",
        "Without a command: a shell on a terminal, or a script read from a pipe.")
    static let commandsHeading = LocalizedText("명령:", "Commands:")
    static let topicsHeading = LocalizedText(
        "명령 (주제별로 한 줄씩; 'help <명령>'은 그 명령의 옵션과 예):",
        "Commands, a topic a line ('help <command>' shows its options and an example):")
    static let helpAllHint = LocalizedText(
        "'help all'은 모든 명령과 옵션을 설명과 함께 보여 줍니다.", "'help all' lists every command and option with what it does.")
    static let optionsHeading = LocalizedText("옵션 (명령 앞이나 뒤에):", "Options (before or after the command):")
    static let usagePrefix = LocalizedText("사용법: ", "Usage: ")
    static let welcomeHint = LocalizedText(
        "'help'로 명령 목록을, 'quit'으로 종료합니다.", "Type 'help' for the commands, 'quit' to leave.")
    static let interrupted = LocalizedText("중단했습니다.", "Interrupted.")
    static let cancelAnyTime = LocalizedText("'cancel'로 언제든 그만둘 수 있습니다.", "Type 'cancel' to stop at any time.")
    /// What a user types to stop a walk-through.
    static let cancelWords: Set = ["cancel", "취소"]
    /// Yes and no as a user may type them; an empty answer is no.
    static let yesWords: Set = ["y", "yes", "예", "네", "응", "ㅇ"]
    static let noWords: Set = ["n", "no", "아니오", "아니요", "아니", "ㄴ", ""]
    static let answerYesOrNo = LocalizedText("y 또는 n으로 답해 주세요.", "Please answer y or n.")

    static func devBanner(_ folder: String) -> LocalizedText {
        LocalizedText("DEV (내장 백엔드, 데이터는 \(folder))", "DEV (built-in backend, data in \(folder))")
    }

    static func usage(_ line: String) -> LocalizedText { LocalizedText("사용법: \(line)", "Usage: \(line)") }

    static func helpHint(_ invocation: String) -> LocalizedText {
        LocalizedText("'\(invocation)'로 명령 목록을 확인하세요.", "Run '\(invocation)' to see the commands.")
    }

    static let generalHint = LocalizedText("'snapfit help'로 사용법을 확인하세요.", "Run 'snapfit help' to see the usage.")

    // MARK: - How the command line was written

    static func unknownCommand(_ shown: String) -> LocalizedText {
        LocalizedText("알 수 없는 명령입니다: '\(shown)'", "Unknown command '\(shown)'.")
    }

    static func unknownShell(_ word: String) -> LocalizedText {
        LocalizedText("지원하지 않는 셸입니다: '\(word)' (bash 또는 zsh)", "Unknown shell '\(word)': use bash or zsh.")
    }

    static func scriptLine(_ number: Int) -> LocalizedText {
        LocalizedText("\(number)번째 줄: ", "line \(number): ")
    }

    static func didYouMean(_ name: String) -> LocalizedText {
        LocalizedText("혹시 '\(name)'인가요?", "Did you mean '\(name)'?")
    }

    static func unknownOption(_ argument: String) -> LocalizedText {
        LocalizedText("알 수 없는 옵션입니다: \(argument)", "Unknown option: \(argument)")
    }

    static func noSuchOption(_ name: String, command: String) -> LocalizedText {
        LocalizedText("'\(command)' 명령에 없는 옵션입니다: --\(name)", "'\(command)' has no option --\(name).")
    }

    static func takesNoValue(_ name: String) -> LocalizedText {
        LocalizedText("--\(name) 옵션은 값을 받지 않습니다.", "Option --\(name) takes no value.")
    }

    static func needsValue(_ name: String, placeholder: String) -> LocalizedText {
        LocalizedText("--\(name) 옵션에 값(\(placeholder))이 필요합니다.", "Option --\(name) needs a value (\(placeholder)).")
    }

    static func onlyOnce(_ name: String) -> LocalizedText {
        LocalizedText("--\(name) 옵션은 한 번만 쓸 수 있습니다.", "Option --\(name) can be given only once.")
    }

    static func unexpectedArgument(_ extra: String) -> LocalizedText {
        LocalizedText("필요 없는 인자입니다: '\(extra)'", "Unexpected argument '\(extra)'.")
    }

    static func missingArgument(_ name: String) -> LocalizedText {
        LocalizedText("인자가 빠졌습니다: <\(name)>", "Missing argument <\(name)>.")
    }

    static func missingOption(_ synopsis: String) -> LocalizedText {
        LocalizedText("옵션이 빠졌습니다: \(synopsis)", "Missing option \(synopsis).")
    }

    /// A question a script gave no answer to, with what it says first.
    static func unanswered(_ prompt: String, note: String?) -> LocalizedText {
        let question = prompt.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        let before = note.map { $0 + " " } ?? ""
        return LocalizedText(
            "\(before)답이 주어지지 않았습니다: '\(question)'", "\(before)No answer was given to '\(question)'.")
    }

    /// A question a script did not say yes to up front, with what it says first, and the flag that says yes.
    static func needsYesFlag(_ flag: String, note: String?) -> LocalizedText {
        let before = note.map { $0 + " " } ?? ""
        return LocalizedText(
            "\(before)그래도 하려면 --\(flag)를 붙여 다시 실행하세요.", "\(before)To go ahead anyway, run it again with --\(flag).")
    }

    static func notAPositiveNumber(_ name: String, _ shown: String) -> LocalizedText {
        LocalizedText(
            "<\(name)>는 양의 정수여야 합니다: '\(shown)'", "<\(name)> must be a positive whole number, not '\(shown)'.")
    }

    package static func cannotReadFile(_ path: String) -> LocalizedText {
        LocalizedText("파일을 읽을 수 없습니다: \(path)", "Cannot read the file \(path).")
    }

    static let trailingBackslash = LocalizedText("줄이 \\ 로 끝났습니다.", "The line ends with a backslash (\\).")

    static func unterminatedQuote(_ quote: String) -> LocalizedText {
        LocalizedText("닫히지 않은 따옴표(\(quote))가 있습니다.", "Unterminated quote (\(quote)).")
    }

    // MARK: - Hints: what to type next

    static func startTheSandbox(_ url: String) -> LocalizedText {
        LocalizedText(
            "\(url)에서 응답이 없습니다. 로컬 샌드박스를 'swift run snapfit-sandbox'로 실행하거나 --base-url을 주세요.",
            "Nothing answers at \(url): start the local sandbox with 'swift run snapfit-sandbox', or give --base-url.")
    }

    static func checkTheServer(_ url: String) -> LocalizedText {
        LocalizedText(
            "\(url)에서 스냅핏 서버가 응답하지 않습니다. 주소(--base-url)와 네트워크를 확인하세요.",
            "No SnapFit server answers at \(url): check the address (--base-url) and the network.")
    }

    static func checkTheAddress(_ url: String) -> LocalizedText {
        LocalizedText(
            "\(url)이(가) 스냅핏 서버의 주소(--base-url)인지, 서버가 최신인지 확인하세요.",
            "Check that \(url) is the SnapFit server's address (--base-url), and that the server is up to date.")
    }

    static func showPhotos(_ id: Int) -> LocalizedText {
        LocalizedText("'photos \(id)'로 한 장씩 봅니다", "'photos \(id)' shows them one at a time")
    }

    static let loginHint = LocalizedText("'login kakao <토큰>'으로 로그인하세요.", "Log in with 'login kakao <token>'.")
    static let devResetHint = LocalizedText(
        "'snapfit dev reset'으로 처음 데이터로 되돌리세요.", "Run 'snapfit dev reset' to start again from the seed.")
    static let newerDataHint = LocalizedText(
        "그 파일을 쓴 새 snapfit을 쓰거나, 'snapfit dev reset'으로 처음 데이터로 되돌리세요 (DEV 데이터는 사라집니다).",
        "Use the newer snapfit that wrote it, or run 'snapfit dev reset' to start again from the seed (DEV's data is lost)."
    )
    static func signUpLater(_ provider: String) -> LocalizedText {
        LocalizedText("'signup \(provider) <토큰>'으로 가입할 수 있습니다.", "You can sign up with 'signup \(provider) <token>'.")
    }
}
