/// A bash completion script for a program whose commands are one word or two (a group and a subcommand): command
/// names first, a group's subcommands second, and after a `-` the command's own options, or the global ones when
/// none of its own match.
public struct BashCompletion: Sendable {
    /// A command's name (such as `maker register`) and its options (such as `--title`).
    public typealias Command = (name: String, options: [String])

    public let program: String
    public let commands: [Command]
    /// Options every command takes.
    public let globals: [String]

    public init(program: String, commands: [Command], globals: [String]) {
        self.program = program
        self.commands = commands
        self.globals = globals
    }

    /// The script's lines; `source <(program completion bash)` loads it.
    public var script: [String] {
        let names = commands.map(\.name)
        let firsts = names.map { String($0.prefix { $0 != " " }) }.uniqued()
        let groups = names.filter { $0.contains(" ") }.map { String($0.prefix { $0 != " " }) }.uniqued()
        let function = "_" + program.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        var lines = [
            "# \(program) completion: source <(\(program) completion bash)",
            "\(function)() {",
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
        for command in commands where !command.options.isEmpty {
            lines.append(#"      "\#(command.name)") words="\#(command.options.joined(separator: " "))" ;;"#)
        }
        lines += [
            "    esac", #"    COMPREPLY=($(compgen -W "$words" -- "$cur"))"#,
            #"    [ ${#COMPREPLY[@]} -gt 0 ] && return"#,
            #"    words="\#(globals.joined(separator: " "))""#, "  fi",
            #"  COMPREPLY=($(compgen -W "$words" -- "$cur"))"#, "}", "complete -F \(function) \(program)",
        ]
        return lines
    }
}
