import SnapFitApp
import SnapFitAppCore

/// What one run of the application printed and returned.
public struct RunOutcome: Sendable {
    public let exitCode: ExitCode
    public let standardOutput: [String]
    public let standardError: [String]
}

/// Runs a fresh `Application` over given services, as one process would, and records what it printed.
@MainActor
public enum ApplicationRun {
    /// Runs `lines` in script mode.
    public static func script(
        _ lines: [String], services: any AppServices, configuration: AppConfiguration, commands: CommandTable
    ) async -> RunOutcome {
        let (code, output) = await run(lines, services, configuration, commands) { await $0.runScript() }
        return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
    }

    /// Runs one command given as process arguments.
    public static func command(
        _ words: [String], services: any AppServices, configuration: AppConfiguration, commands: CommandTable
    ) async -> RunOutcome {
        let (code, output) = await run([], services, configuration, commands) { await $0.runCommand(words) }
        return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
    }

    /// Runs `lines` as typed into the interactive shell, and returns everything it wrote, prompts included.
    public static func shell(
        _ lines: [String], services: any AppServices, configuration: AppConfiguration, commands: CommandTable
    ) async -> RecordingOutputSink {
        await run(lines, services, configuration, commands) { await $0.runShell() }.output
    }

    /// An application reading `lines`, run by `body`, and what it printed.
    private static func run(
        _ lines: [String], _ services: any AppServices, _ configuration: AppConfiguration, _ commands: CommandTable,
        _ body: (Application) async -> ExitCode
    ) async -> (code: ExitCode, output: RecordingOutputSink) {
        let output = RecordingOutputSink()
        let sut = Application(
            configuration: configuration, services: services, input: ScriptLineSource(lines: lines), output: output,
            commands: commands)
        return (await body(sut), output)
    }
}
