/// Shorthands for the bean-validation rules the server applies after decoding.
package enum Validate {
    /// Throws `400, code 1` unless `condition` holds.
    package static func that(_ condition: Bool) throws(APIFailure) {
        guard condition else { throw .invalidRequest }
    }

    /// Returns `value`, or throws `400, code 1` when it is missing.
    package static func present<Value>(_ value: Value?) throws(APIFailure) -> Value {
        guard let value else { throw .invalidRequest }
        return value
    }

    /// Whether `text` has `range` characters, counted in UTF-16 units as Java does.
    package static func length(_ text: String, in range: ClosedRange<Int>) -> Bool {
        range.contains(text.utf16.count)
    }
}
