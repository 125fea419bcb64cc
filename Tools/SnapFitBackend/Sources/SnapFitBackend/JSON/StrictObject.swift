import Foundation

/// A JSON request object read the way the server's Jackson mapper reads it: unknown properties, wrong types and
/// malformed text are all `400, code 1`; a key given twice counts by its last value. Accessors return `nil` for a
/// property that is absent or `null`.
package struct StrictObject {
    private let object: JSONValue

    /// Parses `body` as one JSON object whose keys are all in `allowedKeys`.
    package init(body: Data, allowedKeys: Set<String>) throws(APIFailure) {
        guard let value = JSONValue.parse(body) else { throw .invalidRequest }
        try self.init(value: value, allowedKeys: allowedKeys)
    }

    /// Parses `body` and checks it against `schema`, a request body's declaration (every rule it states).
    init(body: Data, schema: Schema) throws(APIFailure) {
        guard let value = JSONValue.parse(body) else { throw .invalidRequest }
        try schema.check(value)
        object = value
    }

    /// Reads a nested value as an object whose keys are all in `allowedKeys` (compared by code units).
    package init(value: JSONValue, allowedKeys: Set<String>) throws(APIFailure) {
        guard case .object(let pairs) = value,
            pairs.allSatisfy({ pair in allowedKeys.contains { $0.hasSameCodeUnits(as: pair.key) } })
        else { throw .invalidRequest }
        object = value
    }

    /// A nested value already checked against a schema.
    private init(checked value: JSONValue) { object = value }

    package func string(_ key: String) throws(APIFailure) -> String? {
        switch object[key] {
        case nil, .null: return nil
        case .string(let value): return value
        case .bool, .int, .double, .array, .object: throw .invalidRequest
        }
    }

    package func bool(_ key: String) throws(APIFailure) -> Bool? {
        switch object[key] {
        case nil, .null: return nil
        case .bool(let value): return value
        case .int, .double, .string, .array, .object: throw .invalidRequest
        }
    }

    /// A Java `long`.
    package func long(_ key: String) throws(APIFailure) -> Int? {
        switch object[key] {
        case nil, .null: return nil
        case .int(let value): return value
        case .bool, .double, .string, .array, .object: throw .invalidRequest
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

    /// The objects of an array member already checked by the body's schema.
    func objects(_ key: String) throws(APIFailure) -> [StrictObject]? {
        try array(key)?.map(StrictObject.init(checked:))
    }

    private func array(_ key: String) throws(APIFailure) -> [JSONValue]? {
        switch object[key] {
        case nil, .null: return nil
        case .array(let elements): return elements
        case .bool, .int, .double, .string, .object: throw .invalidRequest
        }
    }
}
