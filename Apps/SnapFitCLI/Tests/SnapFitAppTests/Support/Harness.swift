import Foundation
import SnapFitAppTestSupport
import SnapFitNetworkingTestSupport
import SnapFitPresentation

@testable import SnapFitApp

/// A configuration for tests: DEV unless told otherwise, plain text, a home folder that cannot be written (so DEV
/// keeps its data in memory for the one application, as tests of persistence choose a real folder).
func makeConfiguration(
    phase: Phase = .dev, baseURL: URL = AppConfiguration.defaultBaseURL, language: Language = .english,
    json: Bool = false
) -> AppConfiguration {
    AppConfiguration(
        phase: phase, baseURL: baseURL, home: URL(fileURLWithPath: "/dev/null/snapfit-tests"),
        language: language, json: json, color: false)
}

/// REAL's session, one for the test target: the `URLSession` inside it (for https) is never torn down, since on Linux
/// a session freed while others run is a known use-after-free in FoundationNetworking.
let testURLSession = AppDI.makeSession()

/// The composition root for `configuration`, sending over a real `URLSession` but never sleeping between retries.
/// Warnings about the home folder go to `warn`, and are dropped unless a test asks for them.
func makeDI(_ configuration: AppConfiguration, warn: @escaping @Sendable (String) -> Void = { _ in }) -> AppDI {
    AppDI(configuration: configuration, session: testURLSession, sleeper: ImmediateSleeper(), warn: warn)
}

/// What one run of the application printed and returned.
struct RunOutcome {
    let exitCode: ExitCode
    let standardOutput: [String]
    let standardError: [String]
}

/// Runs `lines` in script mode through a fresh application (DEV unless `configuration` says otherwise).
@MainActor
func runScript(
    _ lines: [String], configuration: AppConfiguration = makeConfiguration(), commands: CommandTable = .standard
) async -> RunOutcome {
    let output = RecordingOutputSink()
    let sut = Application(
        configuration: configuration, di: makeDI(configuration), input: ScriptLineSource(lines: lines),
        output: output, commands: commands)
    let code = await sut.runScript()
    return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
}

/// Runs one command given as process arguments through a fresh application (a fresh process, as far as the app
/// can tell).
@MainActor
func runCommand(
    _ words: [String], configuration: AppConfiguration = makeConfiguration(), commands: CommandTable = .standard,
    warn: @escaping @Sendable (String) -> Void = { _ in }
) async -> RunOutcome {
    let output = RecordingOutputSink()
    let sut = Application(
        configuration: configuration, di: makeDI(configuration, warn: warn), input: ScriptLineSource(lines: []),
        output: output, commands: commands)
    let code = await sut.runCommand(words)
    return RunOutcome(exitCode: code, standardOutput: output.standardOutput, standardError: output.standardError)
}

/// Decodes one `--json` line into a dictionary, or `nil` when it is not a JSON object.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}

/// Runs `lines` as typed into the interactive shell of a fresh DEV application.
@MainActor
func runShell(_ lines: [String], configuration: AppConfiguration = makeConfiguration()) async -> RecordingOutputSink {
    let output = RecordingOutputSink()
    let sut = Application(
        configuration: configuration, di: makeDI(configuration), input: ScriptLineSource(lines: lines), output: output)
    _ = await sut.runShell()
    return output
}
