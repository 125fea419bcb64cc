import Foundation

/// Decodes JSON bodies and describes failures with the coding path that broke.
enum JSONBody {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, decoder: JSONDecoder) throws(NetworkError) -> T {
        guard !data.isEmpty else { throw .emptyBody }
        do {
            return try decoder.decode(T.self, from: data)
        } catch let error as DecodingError {
            throw .undecodableBody(codingPath: error.codingPathDescription, detail: summary(of: error, in: data))
        } catch {
            throw .undecodableBody(codingPath: "", detail: String(describing: error))
        }
    }

    /// Foundation's decoder calls a number it cannot hold "not valid JSON", with no path. When the body parses as
    /// JSON all the same, that is what it was: a number beyond what its field can hold.
    private static func summary(of error: DecodingError, in data: Data) -> String {
        guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
            (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
        else { return error.summary }
        return "a number too large for its field"
    }
}

extension DecodingError {
    var codingPathDescription: String {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            path = context.codingPath + (keyNotFoundKey.map { [$0] } ?? [])
        @unknown default:
            path = []
        }
        return path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    var summary: String {
        switch self {
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "missing \(type) value"
        case .keyNotFound(let key, _): "missing key \(key.stringValue)"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "undecodable"
        }
    }

    private var keyNotFoundKey: (any CodingKey)? {
        if case .keyNotFound(let key, _) = self { return key }
        return nil
    }
}
