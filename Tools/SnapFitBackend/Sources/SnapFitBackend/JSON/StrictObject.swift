import Foundation

/// A JSON request object read the way the server's Jackson mapper reads it: unknown properties, wrong types and
/// malformed text are all `400, code 1`. Accessors return `nil` for a property that is absent or `null`.
package struct StrictObject {
    private let members: [String: JSONValue]

    /// Parses `body` as one JSON object whose keys are all in `allowedKeys`.
    package init(body: Data, allowedKeys: Set<String>) throws(APIFailure) {
        guard let value = JSONValue.parse(body) else { throw .invalidRequest }
        try self.init(value: value, allowedKeys: allowedKeys)
    }

    /// Reads a nested value as an object whose keys are all in `allowedKeys`.
    package init(value: JSONValue, allowedKeys: Set<String>) throws(APIFailure) {
        guard case .object(let pairs) = value, pairs.allSatisfy({ allowedKeys.contains($0.key) }) else {
            throw .invalidRequest
        }
        members = Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }

    package func string(_ key: String) throws(APIFailure) -> String? {
        switch members[key] {
        case nil, .null: return nil
        case .string(let value): return value
        default: throw .invalidRequest
        }
    }

    package func bool(_ key: String) throws(APIFailure) -> Bool? {
        switch members[key] {
        case nil, .null: return nil
        case .bool(let value): return value
        default: throw .invalidRequest
        }
    }

    /// A Java `long`.
    package func long(_ key: String) throws(APIFailure) -> Int? {
        switch members[key] {
        case nil, .null: return nil
        case .int(let value): return value
        default: throw .invalidRequest
        }
    }

    /// A Java `int`: values outside 32 bits are rejected, as Jackson does.
    package func int(_ key: String) throws(APIFailure) -> Int? {
        guard let value = try long(key) else { return nil }
        guard Int32(exactly: value) != nil else { throw .invalidRequest }
        return value
    }

    package func strings(_ key: String) throws(APIFailure) -> [String]? {
        guard let elements = try array(key) else { return nil }
        return try elements.map { element throws(APIFailure) in
            guard case .string(let value) = element else { throw .invalidRequest }
            return value
        }
    }

    package func objects(_ key: String, allowedKeys: Set<String>) throws(APIFailure) -> [StrictObject]? {
        guard let elements = try array(key) else { return nil }
        return try elements.map { element throws(APIFailure) in
            try StrictObject(value: element, allowedKeys: allowedKeys)
        }
    }

    private func array(_ key: String) throws(APIFailure) -> [JSONValue]? {
        switch members[key] {
        case nil, .null: return nil
        case .array(let elements): return elements
        default: throw .invalidRequest
        }
    }
}
