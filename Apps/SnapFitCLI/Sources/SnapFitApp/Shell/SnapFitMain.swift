import Foundation
import SnapFitAppCore
import SnapFitNetworking
import SnapFitPresentation
import SnapFitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The `snapfit` process: reads the options, builds the composition root once, and runs the requested mode.
public enum SnapFitMain {
    /// Runs the process with `arguments` (without the program name) over `commands` (the executable's: the kernel's
    /// and its features') and returns its exit code.
    @MainActor
    package static func run(
        arguments: [String], environment: [String: String], commands: CommandTable
    ) async -> ExitCode {
        let output = StandardOutputSink()
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try InvocationParser.parse(
                arguments: arguments, environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        } catch {
            let preferences = InvocationParser.reportingPreferences(arguments: arguments, environment: environment)
            let printer = ResultPrinter(
                output: output, json: preferences.json, language: preferences.language,
                style: TextStyle(isEnabled: false))
            let failure = CommandFailure(
                error, language: preferences.language, fallbackHint: CLIWords.generalHint)
            printer.print(command: "snapfit", result: .failure(failure))
            return .usage
        }
        let configuration = invocation.configuration
        let interactive = isatty(STDIN_FILENO) == 1
        let input: any LineSource =
            interactive && isatty(STDOUT_FILENO) == 1
            ? TerminalLineSource(commands: commands, historyFile: configuration.home.appendingPathComponent("history"))
            : StandardInputLineSource()
        let activity = activityLine(configuration)
        // The status line watches the phase's own transport: REAL's sockets or DEV's backend in process alike.
        let di = AppDI(configuration: configuration, session: AppDI.makeSession()) { transport in
            activity.map { line in ObservedSession(transport, began: { line.begin() }, ended: line.end) } ?? transport
        }
        let images = InlineImages.detect(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1).map {
            InlineImages(kind: $0) { FileHandle.standardOutput.write(Data($0.utf8)) }
        }
        let application = Application(
            configuration: configuration, services: di, input: input, output: output, commands: commands,
            activity: activity, inlineImages: images)
        let interrupts: (any DispatchSourceSignal)? =
            switch invocation.action {
            case .session: interactive ? interruptSource(for: application, secondEnds: false) : nil
            case .command: interruptSource(for: application, secondEnds: true)
            case .version: nil
            }
        defer { interrupts?.cancel() }
        return await application.run(invocation.action, interactive: interactive)
    }

    /// The status line for requests slower than a second, when standard error is a terminal and output is for people.
    private static func activityLine(_ configuration: AppConfiguration) -> ActivityLine? {
        guard !configuration.json, isatty(STDERR_FILENO) == 1 else { return nil }
        let (language, style) = (configuration.language, TextStyle(isEnabled: configuration.color))
        return ActivityLine(
            columns: TerminalSize.columns(), styled: style.dim, write: { FileHandle.standardError.write(Data($0.utf8)) }
        ) { Labels.waiting($0, note: $1, language) }
    }

    /// Ctrl-C while a command runs cancels that command instead of ending the process: in the shell it returns to
    /// the prompt, and a single command (a watch) ends saying how. When `secondEnds`, a second Ctrl-C ends the
    /// process at once (exit 130), should the command not stop.
    @MainActor
    private static func interruptSource(for application: Application, secondEnds: Bool) -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        // Safe: the source delivers on the main queue and the handler reads and writes this only inside
        // `MainActor.assumeIsolated`, so every access is on the main thread, one at a time.
        nonisolated(unsafe) var interrupted = false
        source.setEventHandler {
            MainActor.assumeIsolated {
                if interrupted && secondEnds { exit(130) }
                interrupted = true
                application.interrupt()
            }
        }
        source.resume()
        return source
    }
}
