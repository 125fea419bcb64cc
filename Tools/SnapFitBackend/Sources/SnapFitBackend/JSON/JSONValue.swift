import Foundation

/// A JSON document as the backend reads and writes it: object keys keep their order, `null` is a value.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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

    /// The value of `key` when this is an object: the last one when the key is given twice, as Jackson binds it.
    /// Keys are compared by UTF-16 code units, as Java compares strings.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key.hasSameCodeUnits(as: key) }?.value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0, value: $1) })
    }
    package init(nilLiteral: ()) { self = .null }

    /// A string, or `null` when absent.
    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An integer, or `null` when absent.
    package static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
