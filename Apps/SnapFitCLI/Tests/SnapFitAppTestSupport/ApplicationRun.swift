import SnapFitApp

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
        let output = RecordingOutputSink()
        let sut = Application(
            configuration: configuration, services: services, input: ScriptLineSource(lines: lines), output: output,
            commands: commands)
        let code = await sut.runScript()
        return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
    }

    /// Runs one command given as process arguments.
    public static func command(
        _ words: [String], services: any AppServices, configuration: AppConfiguration, commands: CommandTable
    ) async -> RunOutcome {
        let output = RecordingOutputSink()
        let sut = Application(
            configuration: configuration, services: services, input: ScriptLineSource(lines: []), output: output,
            commands: commands)
        let code = await sut.runCommand(words)
        return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
    }

    /// Runs `lines` as typed into the interactive shell, and returns everything it wrote, prompts included.
    public static func shell(
        _ lines: [String], services: any AppServices, configuration: AppConfiguration, commands: CommandTable
    ) async -> RecordingOutputSink {
        let output = RecordingOutputSink()
        let sut = Application(
            configuration: configuration, services: services, input: ScriptLineSource(lines: lines), output: output,
            commands: commands)
        _ = await sut.runShell()
        return output
    }
}
