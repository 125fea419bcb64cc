import Foundation
import SnapFitHTTPServer

/// The fields of a form, as `application/x-www-form-urlencoded` sends them (or a query string); a name may repeat.
package struct FormFields: Sendable {
    /// The most fields read from one form.
    package static let maxFields = 200

    package let pairs: [(name: String, value: String)]

    package init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// The fields of an url-encoded body; undecodable pairs are skipped.
    package init(urlEncoded body: Data) {
        var pairs: [(name: String, value: String)] = []
        for pair in body.split(separator: UInt8(ascii: "&"), maxSplits: Self.maxFields).prefix(Self.maxFields) {
            let bytes = Array(pair)
            let equals = bytes.firstIndex(of: UInt8(ascii: "="))
            guard
                let name = HTTPRequestTarget.percentDecoded(bytes[..<(equals ?? bytes.endIndex)], plusIsSpace: true),
                let value = HTTPRequestTarget.percentDecoded(
                    equals.map { bytes[($0 + 1)...] } ?? [], plusIsSpace: true)
            else { continue }
            pairs.append((name, value))
        }
        self.pairs = pairs
    }

    /// The first value of `name`, trimmed; `nil` when absent or blank.
    package subscript(_ name: String) -> String? {
        pairs.first { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespacesAndNewlines) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the form has a field `name`, blank or not.
    package func has(_ name: String) -> Bool {
        pairs.contains { $0.name == name }
    }

    /// Every non-blank value of `name`, in order.
    package func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
