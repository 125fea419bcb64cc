import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitNetworkingTestSupport

@testable import SnapFitApp

/// Runs `script` in script mode through `di` (kept between calls, like one process) and returns what it printed.
@MainActor
func runScript(_ script: [String], di: AppDI) async -> [String] {
    let outcome = await ApplicationRun.script(
        script, services: di, configuration: di.configuration, commands: .installed)
    return outcome.standardOutput + outcome.standardError
}

/// For each `--json` line, `ok` or the error's kind.
func outcomes(_ lines: [String]) -> [String] {
    lines.map { line in
        let object = jsonObject(line)
        let error = object?["error"] as? [String: Any]
        return (object?["ok"] as? Bool == true) ? "ok" : (error?["kind"] as? String ?? "?")
    }
}

/// The composition root for `configuration`, sending over the test process's session but never sleeping between
/// retries. Warnings about the home folder go to `warn`, and are dropped unless a test asks for them.
func makeDI(_ configuration: AppConfiguration, warn: @escaping @Sendable (String) -> Void = { _ in }) -> AppDI {
    AppDI(configuration: configuration, session: testURLSession, sleeper: ImmediateSleeper(), warn: warn)
}

/// Runs `lines` in script mode through a fresh application over the whole stack (DEV unless told otherwise).
@MainActor
func runScript(
    _ lines: [String], configuration: AppConfiguration = .forTests(), commands: CommandTable = .installed
) async -> RunOutcome {
    await ApplicationRun.script(
        lines, services: makeDI(configuration), configuration: configuration, commands: commands)
}

/// Runs one command given as process arguments through a fresh application over the whole stack.
@MainActor
func runCommand(
    _ words: [String], configuration: AppConfiguration = .forTests(),
    warn: @escaping @Sendable (String) -> Void = { _ in }
) async -> RunOutcome {
    await ApplicationRun.command(
        words, services: makeDI(configuration, warn: warn), configuration: configuration, commands: .installed)
}

/// Runs `lines` as typed into the interactive shell of a fresh application over the whole stack.
@MainActor
func runShell(_ lines: [String], configuration: AppConfiguration = .forTests()) async -> RecordingOutputSink {
    await ApplicationRun.shell(
        lines, services: makeDI(configuration), configuration: configuration, commands: .installed)
}
