import Foundation
import SnapFitPresentation
import SnapFitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The `snapfit` process: reads the options, builds the composition root once, and runs the requested mode.
public enum SnapFitMain {
    /// Runs the process with `arguments` (without the program name) and returns its exit code.
    @MainActor
    public static func run(arguments: [String], environment: [String: String]) async -> ExitCode {
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
            ? TerminalLineSource(historyFile: configuration.home.appendingPathComponent("history"))
            : StandardInputLineSource()
        let application = Application(
            configuration: configuration, di: AppDI(configuration: configuration), input: input, output: output)
        let isShell = if case .session = invocation.action { interactive } else { false }
        let interrupts = isShell ? interruptSource(for: application) : nil
        defer { interrupts?.cancel() }
        return await application.run(invocation.action, interactive: interactive)
    }

    /// In the shell, Ctrl-C while a command runs cancels that command instead of ending the process.
    @MainActor
    private static func interruptSource(for application: Application) -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { application.interrupt() } }
        source.resume()
        return source
    }
}
