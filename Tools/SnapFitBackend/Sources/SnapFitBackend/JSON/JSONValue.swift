import Foundation

/// A JSON document as the backend reads and writes it: object keys keep their order, `null` is a value.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(left), .bool(right)): left == right
        case let (.int(left), .int(right)): left == right
        case let (.double(left), .double(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The value of `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0, value: $1) }) }
    init(nilLiteral: ()) { self = .null }

    /// A string, or `null` when absent.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An integer, or `null` when absent.
    static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
