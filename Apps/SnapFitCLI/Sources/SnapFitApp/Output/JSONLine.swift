import Foundation
import SnapFitPresentation

/// The one-line JSON object `--json` prints per command:
/// `{"command":"…","ok":true,"data":{…}}` or `{"command":"…","ok":false,"error":{"kind":"…","message":"…"}}`, the
/// error with the `line` of the script it came from in script mode.
/// The envelope's keys come in that order and every nested object's keys are sorted, so equal results print
/// byte-identical lines (scripts and parity tests compare them as text).
struct JSONLine {
    let command: String
    let result: CommandResult
    var line: Int? = nil

    /// The object as one line of UTF-8 text (non-ASCII characters are written as they are). A view model that
    /// cannot be encoded (a non-finite number) is reported as an `internal` failure rather than dropped.
    func rendered() -> String {
        let name = Self.encode(command) ?? #""""#
        switch result {
        case .success(let output):
            if let data = Self.encode(output.data) {
                return #"{"command":\#(name),"ok":true,"data":\#(data)}"#
            }
            let failure = ErrorViewModel(kind: .internal, message: "unencodable output")
            return #"{"command":\#(name),"ok":false,"error":\#(Self.encode(failure) ?? "{}")}"#
        case .failure(let failure):
            let error = Self.encode(ScriptError(error: failure.error, line: line)) ?? "{}"
            return #"{"command":\#(name),"ok":false,"error":\#(error)}"#
        }
    }

    private static func encode(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// An error as `--json` prints it: the error's own fields, and its script line when there is one.
private struct ScriptError: Encodable {
    let error: ErrorViewModel
    let line: Int?

    private enum Key: String, CodingKey { case line }

    func encode(to encoder: any Encoder) throws {
        try error.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(line, forKey: .line)
    }
}
