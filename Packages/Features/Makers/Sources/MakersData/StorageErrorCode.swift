import Foundation

/// Reads the code out of a storage error body in GCS's XML format (`<Error><Code>ExpiredToken</Code>…`).
enum StorageErrorCode {
    /// How much of a body is looked at.
    static let maxBodyBytes = 4096

    /// The `<Code>` element's text, when the body's first `maxBodyBytes` bytes hold one of at most 64 characters.
    static func code(in body: Data) -> String? {
        let text = String(decoding: body.prefix(maxBodyBytes), as: UTF8.self)
        guard let start = text.range(of: "<Code>"),
            let end = text.range(of: "</Code>", range: start.upperBound..<text.endIndex)
        else { return nil }
        let code = text[start.upperBound..<end.lowerBound]
        return code.count <= 64 ? String(code) : nil
    }
}
