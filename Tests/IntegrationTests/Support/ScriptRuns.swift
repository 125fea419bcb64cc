import Foundation
import SnapFitApp
import SnapFitAppTestSupport

/// Runs `script` in script mode through `di` (kept between calls, like one process) and returns what it printed.
@MainActor
func runScript(_ script: [String], di: AppDI) async -> [String] {
    let output = RecordingOutputSink()
    _ = await Application(
        configuration: di.configuration, di: di, input: ScriptLineSource(lines: script), output: output
    ).runScript()
    return output.standardOutput + output.standardError
}

/// For each `--json` line, `ok` or the error's kind.
func outcomes(_ lines: [String]) -> [String] {
    lines.map { line in
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        let error = object?["error"] as? [String: Any]
        return (object?["ok"] as? Bool == true) ? "ok" : (error?["kind"] as? String ?? "?")
    }
}
