import SnapFitPresentation
import SnapFitTerminal

/// `help [command|group|all]`: the commands by topic and the options' names, on one screen; one command's usage,
/// options and example; a group's commands; or (`help all`) every command and option with what it does.
struct HelpCommand: Command {
    let name = "help"
    let usage = CLIWords.helpUsage
    let arguments = ArgumentSpec(positionals: [.optional("command"), .optional("subcommand")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let topic = [arguments.positional("command"), arguments.positional("subcommand")].compactMap { $0 }
        guard !topic.isEmpty else { return .success(overview(context, isFull: false)) }
        if topic.map({ $0.lowercased() }) == [Self.everything] { return .success(overview(context, isFull: true)) }
        if topic.count == 1, case let group = context.commands.group(topic[0]), !group.isEmpty {
            // A group may be a command too (`gift-cards` lists, `gift-cards add` adds): it leads its group.
            let leader = context.commands.commands.filter { $0.name == topic[0].lowercased() }
            return .success(Self.group(leader + group, context: context))
        }
        let (command, extra) = try context.commands.resolve(topic)
        guard extra.isEmpty else { throw UsageError(CLIWords.unknownCommand(topic.joined(separator: " "))) }
        return .success(Self.usage(of: command, context: context))
    }

    /// One command's usage line, summary, options and example (also what `<command> --help` prints).
    static func usage(of command: any Command, context: CommandContext) -> CommandOutput {
        let language = context.language
        let style = context.style
        let entry = entry(command, language: language)
        let options = command.arguments.flags.map { flag in
            HelpViewModel.Entry(
                name: "--" + flag.name, usage: flag.form,
                summary: command.optionSummary(flag.name)?.text(in: language) ?? "")
        }
        let example = command.example.map {
            (context.helpInvocation.hasPrefix("snapfit") ? "snapfit " : "") + $0
        }
        let viewModel = HelpViewModel(invocation: nil, commands: [entry], options: options, example: example)
        var lines = [CLIWords.usagePrefix.text(in: language) + style.bold(entry.usage), "  " + entry.summary]
        if !options.isEmpty {
            lines += [style.bold(CLIWords.commandOptionsHeading.text(in: language))] + table(options, style: style)
        }
        if let example { lines += [style.bold(CLIWords.exampleHeading.text(in: language)), "  " + example] }
        return CommandOutput(data: viewModel, lines: lines)
    }

    /// The commands of a group such as `maker`, as the overview lists them.
    static func group(_ commands: [any Command], context: CommandContext) -> CommandOutput {
        let entries = commands.map { entry($0, language: context.language) }
        let viewModel = HelpViewModel(invocation: nil, commands: entries, options: [], example: nil)
        return CommandOutput(data: viewModel, lines: table(entries, style: context.style))
    }

    /// The topic that lists everything: `help all`.
    static let everything = "all"

    /// The widest line of the short overview, so that it fits a small terminal as it is.
    static let overviewWidth = 80

    /// The short overview (the commands by topic, a line each, and the options by name) or, `isFull`, every command
    /// and option with its usage and what it does. Both carry everything as data.
    private func overview(_ context: CommandContext, isFull: Bool) -> CommandOutput {
        let language = context.language
        let style = context.style
        let viewModel = HelpViewModel(
            invocation: CLIWords.invocation.text(in: language),
            commands: context.commands.commands.map { Self.entry($0, language: language) },
            options: GlobalOption.allCases.map { option in
                HelpViewModel.Entry(
                    name: "--\(option.rawValue)", usage: option.flag.form,
                    summary: CLIWords.summary(of: option).text(in: language))
            }, example: nil)
        var lines = [CLIWords.usagePrefix.text(in: language) + style.bold(viewModel.invocation ?? "")]
        lines.append(CLIWords.modes.text(in: language))
        lines.append("")
        guard isFull else {
            lines.append(style.bold(CLIWords.topicsHeading.text(in: language)))
            for topic in context.commands.topics {
                let names = topic.map { ([$0.name] + $0.aliases).joined(separator: " | ") }
                lines += TextWrap.lines("  " + names.joined(separator: ", "), width: Self.overviewWidth)
            }
            lines.append("")
            let options = GlobalOption.allCases.map { "--" + $0.rawValue }.joined(separator: " ")
            lines.append(style.bold(CLIWords.optionsHeading.text(in: language)))
            lines += TextWrap.lines("  " + options, width: Self.overviewWidth)
            lines.append("")
            lines.append(CLIWords.helpAllHint.text(in: language))
            return CommandOutput(data: viewModel, lines: lines)
        }
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

    /// Usage lines in a column, summaries beside them.
    private static func table(_ entries: [HelpViewModel.Entry], style: TextStyle) -> [String] {
        TermList.lines(entries.map { ($0.usage, $0.summary) }, style: style)
    }
}
