import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitPresentation
import SnapFitSandbox
import SnapFitTestSupport

/// Runs one command script through the app twice — DEV over its in-process backend, and REAL over HTTP against a
/// sandbox started in this process on a free loopback port — and returns what each printed in `--json` mode.
/// Each run holds one of the `ServerSlots`.
@MainActor
enum ParityHarness {
    struct Transcripts {
        let dev: [String]
        let real: [String]
        let devExitCode: ExitCode
        let realExitCode: ExitCode
    }

    static func run(_ script: [String], language: Language = .english) async throws -> Transcripts {
        try await inBothPhases(language: language) { await runScript(script, configuration: $0) }
    }

    /// Runs each command as its own invocation, as separate processes would (a new composition root each time,
    /// sharing only the home folder), in DEV and then in REAL.
    static func runSeparately(_ commands: [[String]], language: Language = .english) async throws -> Transcripts {
        try await inBothPhases(language: language) { await runEach(commands, configuration: $0) }
    }

    /// Runs `body` in DEV and then in REAL over one home folder, with a sandbox started for REAL.
    static func inBothPhases(
        language: Language, _ body: (AppConfiguration) async -> (lines: [String], code: ExitCode)
    ) async throws -> Transcripts {
        await ServerSlots.shared.take()
        defer { ServerSlots.shared.give() }
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-parity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let dev = await body(configuration(.dev, home: home, language: language))
        let real = await body(configuration(.real, baseURL: sandbox.baseURL, home: home, language: language))
        return Transcripts(
            dev: dev.lines.map(withoutStorageOrigin), real: real.lines.map(withoutStorageOrigin),
            devExitCode: dev.code, realExitCode: real.code)
    }

    /// `line` with the origin of every storage URL written `<origin>`: each phase's backend hands out its own (DEV's
    /// in-process address, the sandbox's loopback port), and the rest of a picture's URL must agree.
    static func withoutStorageOrigin(_ line: String) -> String {
        line.replacingOccurrences(
            of: #"https?://[^/"\s]+(?=/storage/snapfit-sandbox/)"#, with: "<origin>", options: .regularExpression)
    }

    private static func runEach(
        _ commands: [[String]], configuration: AppConfiguration
    ) async -> (lines: [String], code: ExitCode) {
        var lines: [String] = []
        var worst = ExitCode.success
        for words in commands {
            let output = RecordingOutputSink()
            let code = await Application(
                configuration: configuration, services: AppDI(configuration: configuration, session: testURLSession),
                input: ScriptLineSource(lines: []), output: output, commands: .installed
            ).runCommand(words)
            lines += output.standardOutput + output.standardError
            worst = max(worst, code)
        }
        return (lines, worst)
    }

    static func configuration(
        _ phase: Phase, baseURL: URL = AppConfiguration.defaultBaseURL, home: URL, language: Language
    ) -> AppConfiguration {
        AppConfiguration(phase: phase, baseURL: baseURL, home: home, language: language, json: true, color: false)
    }

    private static func runScript(
        _ script: [String], configuration: AppConfiguration
    ) async -> (lines: [String], code: ExitCode) {
        let output = RecordingOutputSink()
        let application = Application(
            configuration: configuration, services: AppDI(configuration: configuration, session: testURLSession),
            input: ScriptLineSource(lines: script), output: output, commands: .installed)
        let code = await application.runScript()
        return (output.standardOutput + output.standardError, code)
    }
}
