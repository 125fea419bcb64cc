import Foundation

/// A `multipart/form-data` body, as a file upload form sends it: its text fields and its files. Parts without a
/// name, files sent empty (a file field left blank) and parts past `maxParts` are skipped; a body that is not
/// well formed, or a text field longer than `maxFieldBytes`, is refused whole.
package struct MultipartForm {
    /// One uploaded file: the field it came in, the name it had on the user's machine (without folders, at most 100
    /// characters), and its bytes.
    package struct File {
        package let field: String
        package let filename: String
        package let data: Data
    }

    /// The most parts read from one body.
    static let maxParts = 200
    /// The most bytes of one part's headers.
    static let maxHeaderBytes = 4 << 10
    /// The most bytes of one text field, as many as a whole url-encoded form may have.
    static let maxFieldBytes = 64 << 10

    let fields: FormFields
    let files: [File]

    /// The form in `body`; `nil` when `contentType` names no usable boundary or the body is not well formed.
    init?(body: Data, contentType: String) {
        guard let boundary = Self.boundary(in: contentType) else { return nil }
        let bytes = [UInt8](body)
        let opening = Array("--\(boundary)".utf8)
        let delimiter = Array("\r\n--\(boundary)".utf8)
        guard bytes.starts(with: opening) else { return nil }
        var position = opening.count
        var fields: [(name: String, value: String)] = []
        var files: [File] = []
        var parts = 0
        while true {
            if bytes[position...].starts(with: Array("--".utf8)) { break }
            // The delimiter's line end and the headers (none at all, too) end with a blank line.
            guard bytes[position...].starts(with: [13, 10]),
                let headerEnd = Self.find([13, 10, 13, 10], in: bytes, from: position),
                headerEnd - position <= Self.maxHeaderBytes,
                let contentEnd = Self.find(delimiter, in: bytes, from: headerEnd + 4)
            else { return nil }
            parts += 1
            let headers = String(decoding: bytes[min(position + 2, headerEnd)..<headerEnd], as: UTF8.self)
            if parts <= Self.maxParts, let disposition = Self.disposition(headers) {
                let content = bytes[(headerEnd + 4)..<contentEnd]
                if let filename = disposition.filename {
                    if !content.isEmpty {
                        let name = String(filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "")
                        files.append(
                            File(field: disposition.name, filename: String(name.prefix(100)), data: Data(content)))
                    }
                } else {
                    guard content.count <= Self.maxFieldBytes else { return nil }
                    fields.append((disposition.name, String(decoding: content, as: UTF8.self)))
                }
            }
            position = contentEnd + delimiter.count
        }
        self.fields = FormFields(fields)
        self.files = files
    }

    /// The `boundary` parameter of a `multipart/form-data` content type: 1 to 70 characters.
    private static func boundary(in contentType: String) -> String? {
        let parameters = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() where parameter.lowercased().hasPrefix("boundary=") {
            var value = Substring(parameter.dropFirst("boundary=".count))
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            guard (1...70).contains(value.count), value.allSatisfy({ $0.isASCII && !$0.isNewline }) else { return nil }
            return String(value)
        }
        return nil
    }

    /// The `name` and `filename` of a part's `Content-Disposition: form-data` header.
    private static func disposition(_ headers: String) -> (name: String, filename: String?)? {
        for line in headers.components(separatedBy: "\r\n")
        where line.lowercased().hasPrefix("content-disposition:") {
            var name: String?
            var filename: String?
            for parameter in parameters(String(line.dropFirst("content-disposition:".count))) {
                switch parameter.key {
                case "name": name = parameter.value
                case "filename": filename = parameter.value
                default: break
                }
            }
            return name.map { ($0, filename) }
        }
        return nil
    }

    /// `key="value"` parameters after the disposition type; quoted values may hold `;`.
    private static func parameters(_ text: String) -> [(key: String, value: String)] {
        var result: [(String, String)] = []
        var rest = Substring(text)
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].split(separator: ";").last?.trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[rest.index(after: equals)...]
            var value: Substring
            if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                value = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            if let key { result.append((key, String(value))) }
        }
        return result
    }

    /// Where `needle` starts in `bytes` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start <= bytes.count - needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
