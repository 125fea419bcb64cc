import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitPresentation

/// A configuration for the app's tests: DEV, plain text, English unless told otherwise.
public func makeConfiguration(language: Language = .english, json: Bool = false) -> AppConfiguration {
    .forTests(language: language, json: json)
}

/// Runs `lines` in script mode through a fresh application over `services`, speaking the configuration's language.
@MainActor
public func runScript(
    _ lines: [String], services: StubServices = StubServices(), configuration: AppConfiguration = makeConfiguration(),
    commands: CommandTable = .standard
) async -> RunOutcome {
    await ApplicationRun.script(
        lines, services: services.speaking(configuration.language), configuration: configuration, commands: commands)
}

/// Runs one command given as process arguments through a fresh application over `services`.
@MainActor
public func runCommand(
    _ words: [String], services: StubServices = StubServices(), configuration: AppConfiguration = makeConfiguration(),
    commands: CommandTable = .standard
) async -> RunOutcome {
    await ApplicationRun.command(
        words, services: services.speaking(configuration.language), configuration: configuration, commands: commands)
}

/// Runs `lines` as typed into the interactive shell of a fresh application over `services`.
@MainActor
public func runShell(
    _ lines: [String], services: StubServices = StubServices(), configuration: AppConfiguration = makeConfiguration(),
    commands: CommandTable = .standard
) async -> RecordingOutputSink {
    await ApplicationRun.shell(
        lines, services: services.speaking(configuration.language), configuration: configuration, commands: commands)
}
