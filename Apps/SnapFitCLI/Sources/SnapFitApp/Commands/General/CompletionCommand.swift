import SnapFitTerminal

/// `completion bash|zsh`: a script that teaches the shell to complete `snapfit`'s commands and options, made from the
/// command table. Put `source <(snapfit completion bash)` in `~/.bashrc` (zsh: `~/.zshrc`).
struct CompletionCommand: Command {
    let name = "completion"
    let arguments = ArgumentSpec(positionals: [.required("bash|zsh")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let shell = (arguments.positional("bash|zsh") ?? "").lowercased()
        guard shell == "bash" || shell == "zsh" else {
            throw UsageError(CLIWords.unknownShell(arguments.positional("bash|zsh") ?? ""))
        }
        let completion = BashCompletion(
            program: "snapfit",
            commands: context.commands.commands.flatMap { command in
                ([command.name] + command.aliases).map { ($0, command.arguments.flags.map { "--" + $0.name }) }
            },
            globals: GlobalOption.allCases.filter(\.mayFollowTheCommand).map { "--" + $0.rawValue })
        let script = (shell == "zsh" ? ["autoload -U +X bashcompinit && bashcompinit"] : []) + completion.script
        return .success(CommandOutput(data: ["shell": shell, "script": script.joined(separator: "\n")], lines: script))
    }
}
