import Foundation
import SnapFitPresentation

/// The one-line JSON object `--json` prints per command:
/// `{"command":"…","ok":true,"data":{…}}` or `{"command":"…","ok":false,"error":{"kind":"…","message":"…"}}`.
/// The envelope's keys come in that order and every nested object's keys are sorted, so equal results print
/// byte-identical lines (scripts and parity tests compare them as text).
struct JSONLine {
    let command: String
    let result: CommandResult

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
            return #"{"command":\#(name),"ok":false,"error":\#(Self.encode(failure.error) ?? "{}")}"#
        }
    }

    private static func encode(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}
