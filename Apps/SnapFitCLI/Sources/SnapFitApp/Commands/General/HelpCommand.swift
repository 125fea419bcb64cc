import SnapFitPresentation

/// `help [command]`: every command and option, or one command's usage.
struct HelpCommand: Command {
    let name = "help"
    let usage = CLIWords.helpUsage
    let arguments = ArgumentSpec(positionals: [.optional("command"), .optional("subcommand")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let topic = [arguments.positional("command"), arguments.positional("subcommand")].compactMap { $0 }
        guard !topic.isEmpty else { return .success(overview(context)) }
        do throws(UsageError) {
            let (command, extra) = try context.commands.resolve(topic)
            guard extra.isEmpty else {
                throw UsageError(CLIWords.unknownCommand(topic.joined(separator: " ")))
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
        let lines = [CLIWords.usagePrefix.text(in: language) + context.style.bold(entry.usage), "  " + entry.summary]
        return CommandOutput(data: viewModel, lines: lines)
    }

    private func overview(_ context: CommandContext) -> CommandOutput {
        let language = context.language
        let style = context.style
        let viewModel = HelpViewModel(
            invocation: CLIWords.invocation.text(in: language),
            commands: context.commands.commands.map { Self.entry($0, language: language) },
            options: GlobalOption.allCases.map { option in
                HelpViewModel.Entry(
                    name: "--\(option.rawValue)", usage: option.flag.form,
                    summary: CLIWords.summary(of: option).text(in: language))
            })
        var lines = [CLIWords.usagePrefix.text(in: language) + style.bold(viewModel.invocation ?? "")]
        lines.append(CLIWords.modes.text(in: language))
        lines.append("")
        lines.append(style.bold(CLIWords.commandsHeading.text(in: language)))
        lines += Self.table(viewModel.commands, style: style)
        lines.append("")
        lines.append(style.bold(CLIWords.optionsHeading.text(in: language)))
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
