import SnapFitTerminal

/// The commands the CLI knows: the kernel's (`standard`) and the features' (`installed`, generated). Adding a kernel
/// command is one new file and one entry in `standard`; a feature's is one entry in its `<Name>Commands.all`.
public struct CommandTable: Sendable {
    /// The commands by topic, as `help` lists them: each feature's on its own, the kernel's last.
    public let topics: [[any Command]]

    /// Every command, topic after topic.
    public var commands: [any Command] { topics.flatMap { $0 } }

    /// A table of one topic.
    public init(_ commands: [any Command]) {
        topics = [commands]
    }

    private init(topics: [[any Command]]) {
        self.topics = topics
    }

    /// The kernel's commands, in the order `help` lists them; the executable adds the features' (`installed`).
    public static let standard = CommandTable([
        DevResetCommand(),
        ScenariosCommand(),
        HelpCommand(),
        CompletionCommand(),
        ClearCommand(),
        QuitCommand(),
    ])

    /// This table with `commands` as a topic of their own, put in before the topic of `dev reset` (at the end when
    /// there is none): the kernel's commands with the features' (`CommandTable.installed`, decision 0024).
    package func adding(_ commands: [any Command]) -> CommandTable {
        let place = topics.firstIndex { $0.contains { $0.name == "dev reset" } } ?? topics.endIndex
        var all = topics
        all.insert(commands, at: place)
        return CommandTable(topics: all)
    }

    /// Every name that invokes a command, aliases included.
    public var names: [String] { commands.flatMap { [$0.name] + $0.aliases } }

    /// The command that `words` start with (the longest matching name wins, case-insensitively) and the words
    /// after its name, or `nil` when no command matches.
    public func lookup(_ words: [String]) -> (command: any Command, arguments: [String])? {
        let lowered = words.map { $0.lowercased() }
        var best: (command: any Command, length: Int)?
        for command in commands {
            for name in [command.name] + command.aliases {
                let nameWords = name.split(separator: " ").map(String.init)
                guard lowered.starts(with: nameWords), nameWords.count > (best?.length ?? 0) else { continue }
                best = (command, nameWords.count)
            }
        }
        return best.map { ($0.command, Array(words.dropFirst($0.length))) }
    }

    /// Like `lookup`, but an unknown command is a usage error naming it (two words when the first starts a
    /// two-word name, as in `maker bogus`) and the command it most likely meant.
    public func resolve(_ words: [String]) throws(UsageError) -> (command: any Command, arguments: [String]) {
        if let match = lookup(words) { return match }
        let first = words.first?.lowercased() ?? ""
        let isGroup = !group(first).isEmpty
        let shown = words.prefix(isGroup ? 2 : 1).joined(separator: " ")
        let names = names.filter { $0.split(separator: " ").count == (isGroup ? 2 : 1) }
        throw UsageError(
            CLIWords.unknownCommand(shown), hint: Suggestion.closest(to: shown, in: names).map(CLIWords.didYouMean))
    }

    /// The commands whose name starts with the word `name`, such as `maker`'s.
    public func group(_ name: String) -> [any Command] {
        commands.filter { $0.name.hasPrefix(name.lowercased() + " ") }
    }
}
