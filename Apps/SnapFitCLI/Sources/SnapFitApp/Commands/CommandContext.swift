import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// What a running command may use: the composition root's services, the language and style of its output, and the
/// command table.
public struct CommandContext: Sendable {
    public let services: any AppServices
    public let language: Language
    public let style: TextStyle
    /// What to type to reach each destination a scene offers.
    let destinations: Destinations
    public let commands: CommandTable
    /// How to ask for help where the command runs: `snapfit help` on the command line, `help` in the shell.
    public let helpInvocation: String
    /// The user at the keyboard, in the interactive shell only: commands may ask follow-up questions.
    public let prompter: (any Prompter)?
    /// Shows pictures in the terminal, when it can.
    public let inlineImages: InlineImages?
    /// What the features keep from one command to the next in this run (`state(_:)`).
    private let states: RunStates
    /// Shows progress at once on standard error (never in `--json` mode): a `lasting` line stays in the output,
    /// any other only updates a terminal's status line while a request is under way.
    public let progress: @MainActor @Sendable (_ line: String, _ lasting: Bool) -> Void
    /// Prints a result of `command` at once, before the command ends: each update of a watch (in `--json`, one
    /// object per update).
    public let emit: @MainActor @Sendable (_ command: String, _ result: CommandResult) -> Void

    init(
        services: any AppServices, language: Language, style: TextStyle, destinations: Destinations,
        commands: CommandTable, helpInvocation: String,
        states: RunStates, progress: @escaping @MainActor @Sendable (String, Bool) -> Void = { _, _ in },
        emit: @escaping @MainActor @Sendable (String, CommandResult) -> Void = { _, _ in },
        prompter: (any Prompter)? = nil, inlineImages: InlineImages? = nil
    ) {
        self.services = services
        self.language = language
        self.style = style
        self.destinations = destinations
        self.commands = commands
        self.helpInvocation = helpInvocation
        self.states = states
        self.progress = progress
        self.emit = emit
        self.prompter = prompter
        self.inlineImages = inlineImages
    }

    /// The state of type `State` a feature keeps in this run, made on first need and dropped when the user changes.
    @MainActor
    package func state<State: FeatureState>(_ type: State.Type) -> State {
        states.state(type)
    }

    /// A usage error as this context reports it; without a hint of its own it points to `help`.
    public func usageFailure(_ error: UsageError) -> CommandFailure {
        CommandFailure(error, language: language, fallbackHint: CLIWords.helpHint(helpInvocation))
    }
}
