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
        let script =
            (shell == "zsh" ? ["autoload -U +X bashcompinit && bashcompinit"] : [])
            + Self.bashScript(context.commands)
        return .success(CommandOutput(data: ["shell": shell, "script": script.joined(separator: "\n")], lines: script))
    }

    /// A bash completion function: command names first, a group's subcommands second, and after a `-` the
    /// command's options with the global ones.
    static func bashScript(_ table: CommandTable) -> [String] {
        let names = table.commands.flatMap { command -> [String] in [command.name] + command.aliases }
        let firsts = unique(names.map { String($0.prefix { $0 != " " }) })
        let groups = unique(names.filter { $0.contains(" ") }.map { String($0.prefix { $0 != " " }) })
        let globals = GlobalOption.allCases.filter(\.mayFollowTheCommand).map { "--" + $0.rawValue }
        var lines = [
            "# snapfit completion: source <(snapfit completion bash)",
            "_snapfit() {",
            #"  local cur="${COMP_WORDS[COMP_CWORD]}" key="${COMP_WORDS[1]}" words="""#,
            #"  case "$key" in \#(groups.joined(separator: "|"))) key="$key ${COMP_WORDS[2]}" ;; esac"#,
            #"  if [ "$COMP_CWORD" -eq 1 ]; then words="\#(firsts.joined(separator: " "))""#,
        ]
        for group in groups {
            let subcommands = names.filter { $0.hasPrefix(group + " ") }.map { String($0.dropFirst(group.count + 1)) }
            lines.append(
                #"  elif [ "$COMP_CWORD" -eq 2 ] && [ "${COMP_WORDS[1]}" = \#(group) ]; then words="\#(subcommands.joined(separator: " "))""#
            )
        }
        lines += [#"  elif [[ "$cur" == -* ]]; then"#, #"    case "$key" in"#]
        for command in table.commands where !command.arguments.flags.isEmpty {
            let options = command.arguments.flags.map { "--" + $0.name }.joined(separator: " ")
            lines.append(#"      "\#(command.name)") words="\#(options)" ;;"#)
        }
        lines += [
            "    esac",
            #"    words="$words \#(globals.joined(separator: " "))""#,
            "  fi",
            #"  COMPREPLY=($(compgen -W "$words" -- "$cur"))"#,
            "}",
            "complete -F _snapfit snapfit",
        ]
        return lines
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
