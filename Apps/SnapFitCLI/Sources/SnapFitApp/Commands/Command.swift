import SnapFitTerminal

/// One thing the CLI can do. Each command is a value in its own file, listed once: in `CommandTable.standard` (the
/// kernel's) or in its feature's `<Name>Commands.all`.
public protocol Command: Sendable {
    /// The words that invoke it: `vibes`, or two words such as `maker register`.
    var name: String { get }
    /// Other names that invoke it, such as `exit` for `quit`.
    var aliases: [String] { get }
    /// The usage line; by default the name followed by the argument synopsis.
    var usage: LocalizedText { get }
    /// One line saying what it does; by default its entry in `CLIWords.summaries`.
    var summary: LocalizedText { get }
    var arguments: ArgumentSpec { get }
    /// Whether a success means a new user (a login, sign-up, logout or withdrawal): the shell then forgets the list
    /// the last user browsed.
    var changesUser: Bool { get }
    /// What the option `--flag` gives, for `help`; by default nothing.
    func optionSummary(_ flag: String) -> LocalizedText?
    /// A command line that runs it, for `help`; by default its entry in `CLIWords.examples`.
    var example: String? { get }
    /// The positionals that are secrets, such as a social token: the shell's history keeps `***` in their place.
    var secrets: [String] { get }

    /// Runs with arguments already checked against `arguments`. A value it cannot use (an id that is not a number)
    /// is thrown, and the shell reports it as a usage error with the command's usage line.
    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
}

extension Command {
    public var aliases: [String] { [] }

    public var changesUser: Bool { false }

    public var summary: LocalizedText { CLIWords.summaries[name] ?? LocalizedText(verbatim: name) }

    public func optionSummary(_ flag: String) -> LocalizedText? { nil }

    public var example: String? { CLIWords.examples[name] }

    public var secrets: [String] { [] }

    public var usage: LocalizedText {
        let synopsis = arguments.synopsis
        return LocalizedText(verbatim: synopsis.isEmpty ? name : "\(name) \(synopsis)")
    }
}
