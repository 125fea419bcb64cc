import SnapFitPresentation
import SnapFitTerminal

@testable import SnapFitApp

/// `echo <text> [--times N] [--tag T ...]`: prints its arguments back; data is `{"text":…,"tags":[…]}`.
struct EchoCommand: Command {
    struct ViewModel: Encodable, Sendable {
        let text: String
        let tags: [String]
    }

    let name = "echo"
    let summary = LocalizedText("그대로 출력", "print the text back")
    let arguments = ArgumentSpec(
        positionals: [.required("text")], flags: [.value("times", "N"), .repeated("tag", "T")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let text = arguments.positional("text") ?? ""
        let times = Int(arguments.value("times") ?? "1") ?? 1
        let viewModel = ViewModel(text: text, tags: arguments.values("tag"))
        return .success(CommandOutput(data: viewModel, lines: Array(repeating: text, count: times)))
    }
}

/// `fail <kind>`: fails with an error of that kind, e.g. `rejected` or `unreachable`.
struct FailCommand: Command {
    let name = "fail"
    let summary = LocalizedText("실패", "fail")
    let arguments = ArgumentSpec(positionals: [.required("kind")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let kind = arguments.positional("kind") ?? ""
        return .failure(
            CommandFailure(
                error: ErrorViewModel(kind: ErrorKind(rawValue: kind) ?? .rejected, message: "failed with \(kind)")))
    }
}

/// `sample run --title T`: a two-word command.
struct SampleRunCommand: Command {
    let name = "sample run"
    let summary = LocalizedText("상품 등록", "register a product")
    let arguments = ArgumentSpec(flags: [.value("title", "T", required: true)])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        .success(CommandOutput(data: ["title": arguments.value("title") ?? ""], lines: ["registered"]))
    }
}

/// `unlock <name> <word> [--note N]`: a command with a secret, which the shell's history masks.
struct UnlockCommand: Command {
    let name = "unlock"
    let summary = LocalizedText("열기", "unlock")
    let arguments = ArgumentSpec(positionals: [.required("name"), .required("word")], flags: [.value("note", "N")])
    let secrets = ["word"]

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        .success(CommandOutput(data: ["name": arguments.positional("name") ?? ""], lines: ["unlocked"]))
    }
}

/// The standard commands plus the test ones.
let testCommands = CommandTable(
    CommandTable.standard.commands + [EchoCommand(), FailCommand(), SampleRunCommand(), UnlockCommand()])
