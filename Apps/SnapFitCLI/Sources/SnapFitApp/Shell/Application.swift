import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// Runs commands over one composition root's services: a single command, a script read line by line, or the
/// interactive shell. State kept by its repositories (the login, the last list) carries over from line to line.
@MainActor
public final class Application {
    private let configuration: AppConfiguration
    private let services: any AppServices
    private let input: any LineSource
    private let commands: CommandTable
    /// Where results go: made terminal-safe for people, as they are for `--json`.
    private let sink: any OutputSink
    /// What the features keep between the commands of this run, such as the last product list.
    private let states = RunStates()
    /// Set while the interactive shell runs (outside `--json`), so commands can ask follow-up questions.
    private var prompter: (any Prompter)?
    /// The terminal's status line for requests under way, when standard error is a terminal (never in `--json`).
    private let activity: ActivityLine?
    /// Cancels the command running (in the shell, or the one command of the process), which `interrupt()` calls.
    private var cancelRunning: (() -> Void)?
    /// Pictures shown in the terminal itself, when it has an inline image protocol (never in `--json`).
    private let inlineImages: InlineImages?

    /// Human output is made terminal-safe before `output` sees it: control characters in server text are shown, not
    /// obeyed. `--json` lines go as they are (JSON escapes its own).
    public init(
        configuration: AppConfiguration, services: any AppServices, input: any LineSource, output: any OutputSink,
        commands: CommandTable = .standard, activity: ActivityLine? = nil, inlineImages: InlineImages? = nil
    ) {
        self.configuration = configuration
        self.inlineImages = configuration.json ? nil : inlineImages
        self.activity = configuration.json ? nil : activity
        self.services = services
        self.input = input
        self.commands = commands
        self.sink =
            configuration.json
            ? output
            : TerminalSafeOutputSink(
                output, keepsStyles: configuration.color, columns: TerminalSize.columns(), activity: activity)
    }

    /// Prints results in the language in force, which `set lang` may have changed since the last one.
    private var printer: ResultPrinter {
        ResultPrinter(
            output: sink, json: configuration.json, language: services.language,
            style: TextStyle(isEnabled: configuration.color))
    }

    /// Does what the process was asked: one command, the version, or a session (the shell when `interactive`,
    /// script mode otherwise).
    public func run(_ action: Invocation.Action, interactive: Bool) async -> ExitCode {
        switch action {
        case .command(let words): await runCommand(words)
        case .version: runVersion()
        case .session: interactive ? await runShell() : await runScript()
        }
    }

    /// Runs one command given as words (already split, as the process arguments are) and prints its result.
    public func runCommand(_ words: [String]) async -> ExitCode {
        let task = Task { await execute(words, helpInvocation: "snapfit help") }
        cancelRunning = task.cancel
        defer { cancelRunning = nil }
        // Cancelling the caller (as a test or an embedding app does) cancels the command too.
        let (name, result) = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        printer.print(command: name, result: result)
        return result.exitCode
    }

    /// Script mode: runs every line of the input in order. Blank lines and `#` lines are skipped, a failure is
    /// printed with its line number and the script goes on, `quit` stops it. Returns the most serious exit code of
    /// all lines.
    public func runScript() async -> ExitCode {
        var worst = ExitCode.success
        var number = 0
        while let line = input.nextLine() {
            number += 1
            guard let outcome = await runLine(line, number: number) else { continue }
            worst = max(worst, outcome.exitCode)
            if outcome.endsSession { break }
        }
        return worst
    }

    /// The interactive shell: a prompt, one command per line, until `quit`, `exit` or the end of input.
    /// In `--json` mode only the prompt is added to the JSON lines.
    public func runShell() async -> ExitCode {
        let style = printer.style
        if !configuration.json {
            welcome(style: style).forEach { printer.output.write($0, to: .standardOutput) }
            prompter = ShellPrompter(output: printer.output) { [unowned self] question in
                read(prompt: question, remembers: false)
            }
        }
        defer { prompter = nil }
        let catalogNames = (input as? any LineEditingSource)?.catalogNames
        if let names = catalogNames {
            Task.detached { [services] in await services.fill(names) }
        }
        let prompt = style.green(configuration.phase == .dev ? "snapfit> " : "snapfit(real)> ")
        while true {
            // Tab offers names in the language in force, which `set lang` may have changed since the last line.
            catalogNames?.speak(services.language)
            let line: String
            switch read(prompt: prompt, remembers: true) {
            case .line(let text): line = text
            case .interrupted: continue
            case .ended: return .success
            }
            let task = Task { await runLine(line) }
            cancelRunning = task.cancel
            let outcome = await task.value
            cancelRunning = nil
            // A command cut short says so; one that Ctrl-C ends by design (a watch) has said how it ended.
            if task.isCancelled, outcome?.exitCode != .success {
                printer.output.write(CLIWords.interrupted.text(in: services.language), to: .standardError)
            }
            if let outcome, outcome.endsSession { break }
        }
        return .success
    }

    /// Cancels the command running, if any (Ctrl-C while it runs).
    public func interrupt() {
        cancelRunning?()
    }

    /// One line from the shell's input after `prompt`: edited on a terminal, read plainly otherwise. The status
    /// line stays off meanwhile.
    private func read(prompt: String, remembers: Bool) -> LineInput {
        activity?.pause()
        defer { activity?.resume() }
        if let editing = input as? any LineEditingSource { return editing.read(prompt: prompt, remembers: remembers) }
        printer.output.writePrompt(prompt)
        guard let line = input.nextLine() else {
            if !configuration.json { printer.output.write("", to: .standardOutput) }
            return .ended
        }
        return .line(line)
    }

    private func welcome(style: TextStyle) -> [String] {
        let language = services.language
        let phase =
            configuration.phase == .dev
            ? CLIWords.devBanner(configuration.home.path + "/dev").text(in: language)
            : "REAL (\(configuration.baseURL.absoluteString))"
        return [
            style.bold("SnapFit \(Version.current)") + " — \(phase)",
            style.dim(CLIWords.welcomeHint.text(in: language)),
        ]
    }

    /// Prints `snapfit 0.1.0` (or its JSON form).
    public func runVersion() -> ExitCode {
        let output = CommandOutput(data: ["version": Version.current], lines: ["snapfit \(Version.current)"])
        printer.print(command: "version", result: .success(output))
        return .success
    }

    // MARK: - Running one line

    /// Tokenizes and runs one line of the shell or a script (`number` is a script's line number); `nil` for a blank
    /// or comment line.
    private func runLine(_ line: String, number: Int? = nil) async -> CommandResult? {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let name: String
        let result: CommandResult
        do throws(CommandLineError) {
            (name, result) = await execute(try Tokenizer.words(trimmed), helpInvocation: "help")
        } catch {
            name = String(trimmed.prefix { !$0.isWhitespace })
            result = .failure(context(helpInvocation: "help").usageFailure(UsageError(error)))
        }
        // Cancelled by Ctrl-C: people read "Interrupted." alone; `--json` still gets its one object.
        if Task.isCancelled, !configuration.json, case .failure(let failure) = result, failure.error.kind == .cancelled
        {
            return result
        }
        printer.print(command: name, result: result, line: number)
        return result
    }

    /// Finds the command, checks its arguments and runs it; the name is what `--json` reports as `command`.
    /// `--help` or `-h` anywhere before a `--` shows the command's help instead (a group's, after a group's name).
    private func execute(_ words: [String], helpInvocation: String) async -> (name: String, result: CommandResult) {
        let context = context(helpInvocation: helpInvocation)
        let asksHelp = words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
        let command: any Command
        let arguments: [String]
        do throws(UsageError) {
            (command, arguments) = try commands.resolve(words)
        } catch {
            let group = commands.group(words.first ?? "")
            guard !group.isEmpty, words.count == 1 || asksHelp else {
                return (words.first ?? "", .failure(context.usageFailure(error)))
            }
            return ("help", .success(HelpCommand.group(group, context: context)))
        }
        if asksHelp {
            return ("help", .success(HelpCommand.usage(of: command, context: context)))
        }
        let usage = CLIWords.usage(command.usage.text(in: services.language))
        do throws(UsageError) {
            let parsed: ParsedArguments
            do throws(CommandLineError) {
                parsed = try ArgumentParser.parse(arguments, spec: command.arguments, requiresFlags: prompter == nil)
            } catch {
                let known = (command.arguments.flags.map(\.name) + GlobalOption.allCases.map(\.rawValue))
                throw UsageError(error, command: command.name, known: known)
            }
            let result = try await command.run(parsed, context: context)
            if command.changesUser, case .success = result { states.endAll() }
            return (
                command.name,
                result.withNextStep(context.destinations, devProblem: services.devProblem, language: context.language)
                    .withUsageHint(usage, language: context.language)
            )
        } catch {
            return (command.name, .failure(context.usageFailure(UsageError(error.message, hint: error.hint ?? usage))))
        }
    }

    private func context(helpInvocation: String) -> CommandContext {
        let progress: @MainActor @Sendable (String, Bool) -> Void = { [weak self] in self?.show($0, lasting: $1) }
        let emit: @MainActor @Sendable (String, CommandResult) -> Void = { [weak self] in
            self?.printer.print(command: $0, result: $1)
        }
        return CommandContext(
            services: services, language: services.language, style: printer.style,
            destinations: Destinations(configuration), commands: commands,
            helpInvocation: helpInvocation, states: states, progress: progress, emit: emit, prompter: prompter,
            inlineImages: inlineImages)
    }
}

extension Application {
    /// A progress line on standard error, right away, or only on the terminal's status line when not `lasting`;
    /// nothing in `--json` mode, whose output is one object per command.
    fileprivate func show(_ line: String, lasting: Bool) {
        guard !configuration.json else { return }
        guard lasting else { return activity?.note(TerminalSafeText.neutralized(line, keepingStyles: false)) ?? () }
        printer.output.write(line, to: .standardError)
    }
}

extension CommandResult {
    /// `success` for output, the failure's own code otherwise.
    public var exitCode: ExitCode {
        switch self {
        case .success: .success
        case .failure(let failure): failure.exitCode
        }
    }

    var endsSession: Bool {
        if case .success(let output) = self { return output.endsSession }
        return false
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
