import SnapFitPresentation

/// `help [command]`: every command and option, or one command's usage.
struct HelpCommand: Command {
    let name = "help"
    let usage = LocalizedText("help [명령]", "help [command]")
    let arguments = ArgumentSpec(positionals: [.optional("command"), .optional("subcommand")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let topic = [arguments.positional("command"), arguments.positional("subcommand")].compactMap { $0 }
        guard !topic.isEmpty else { return .success(overview(context)) }
        do throws(UsageError) {
            let (command, extra) = try context.commands.resolve(topic)
            guard extra.isEmpty else {
                throw UsageError(
                    LocalizedText(
                        "알 수 없는 명령입니다: '\(topic.joined(separator: " "))'",
                        "Unknown command '\(topic.joined(separator: " "))'."))
            }
            return .success(Self.usage(of: command, context: context))
        } catch {
            return .failure(context.usageFailure(error))
        }
    }

    /// One command's usage line and summary (also what `<command> --help` prints).
    static func usage(of command: any Command, context: CommandContext) -> CommandOutput {
        let language = context.language
        let entry = entry(command, language: language)
        let viewModel = HelpViewModel(invocation: nil, commands: [entry], options: [])
        let lines = [language.pick("사용법: ", "Usage: ") + context.style.bold(entry.usage), "  " + entry.summary]
        return CommandOutput(data: viewModel, lines: lines)
    }

    private func overview(_ context: CommandContext) -> CommandOutput {
        let language = context.language
        let style = context.style
        let viewModel = HelpViewModel(
            invocation: language.pick("snapfit [옵션] [명령 [인자]]", "snapfit [options] [command [arguments]]"),
            commands: context.commands.commands.map { Self.entry($0, language: language) },
            options: GlobalOption.allCases.map { option in
                HelpViewModel.Entry(
                    name: "--\(option.rawValue)", usage: option.synopsis, summary: option.summary.text(in: language))
            })
        var lines = [language.pick("사용법: ", "Usage: ") + style.bold(viewModel.invocation ?? "")]
        lines.append(
            language.pick(
                "명령 없이 실행하면 터미널에서는 대화형 셸, 파이프에서는 한 줄에 명령 하나씩 읽습니다.",
                "Without a command: an interactive shell on a terminal, one command per line from a pipe."))
        lines.append("")
        lines.append(style.bold(language.pick("명령:", "Commands:")))
        lines += Self.table(viewModel.commands, style: style)
        lines.append("")
        lines.append(style.bold(language.pick("옵션 (명령 앞에):", "Options (before the command):")))
        lines += Self.table(viewModel.options, style: style)
        return CommandOutput(data: viewModel, lines: lines)
    }

    private static func entry(_ command: any Command, language: Language) -> HelpViewModel.Entry {
        let names = ([command.name] + command.aliases).joined(separator: " | ")
        let usage = command.usage.text(in: language)
        return HelpViewModel.Entry(
            name: command.name, usage: command.aliases.isEmpty ? usage : names,
            summary: command.summary.text(in: language))
    }

    /// Usage lines in a column, summaries beside them; a usage too long for the column puts its summary below.
    private static func table(_ entries: [HelpViewModel.Entry], style: TextStyle) -> [String] {
        let column = 24
        return entries.flatMap { entry -> [String] in
            let usage = "  " + entry.usage
            guard usage.terminalWidth < column else {
                return [style.cyan(usage), String(repeating: " ", count: column) + entry.summary]
            }
            return [style.cyan(usage) + String(repeating: " ", count: column - usage.terminalWidth) + entry.summary]
        }
    }
}
