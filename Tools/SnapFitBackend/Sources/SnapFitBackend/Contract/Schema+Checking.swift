import Foundation

extension Schema {
    /// Checks `value` the way the server's Jackson mapper and bean validation do: a wrong type, an unknown member,
    /// a missing required one or a broken rule is `400, code 1`. A key given twice is checked by its last value.
    func check(_ value: JSONValue) throws(APIFailure) {
        switch self {
        case .string(let rules):
            guard case .string(let text) = value else { throw .invalidRequest }
            try Validate.that(rules.admits(text))
        case .reference:
            guard case .string = value else { throw .invalidRequest }
        case .integer(let rules):
            guard case .int(let number) = value else { throw .invalidRequest }
            try Validate.that(rules.admits(number))
        case .boolean:
            guard case .bool = value else { throw .invalidRequest }
        case .number:
            switch value {
            case .int, .double: break
            case .null, .bool, .string, .array, .object: throw .invalidRequest
            }
        case .array(let items, let count):
            guard case .array(let elements) = value else { throw .invalidRequest }
            try Validate.that(count?.contains(elements.count) ?? true)
            for element in elements { try items.check(element) }
        case .object(let fields):
            guard case .object(let members) = value,
                members.allSatisfy({ member in fields.contains { $0.name.hasSameCodeUnits(as: member.key) } })
            else { throw .invalidRequest }
            for field in fields {
                // Absent, or `null` where the shape does not take it: refused only when required (`@NotNull`).
                guard let member = value[field.name], member != .null || field.schema.isNullable else {
                    try Validate.that(!field.required)
                    continue
                }
                try field.schema.check(member)
            }
        case .map(let values):
            guard case .object(let members) = value else { throw .invalidRequest }
            for member in members { try values.check(member.value) }
        case .nullable(let wrapped):
            if value != .null { try wrapped.check(value) }
        case .named(_, let wrapped):
            try wrapped.check(value)
        }
    }
}

extension Schema {
    /// Whether `null` is one of its values.
    var isNullable: Bool {
        switch self {
        case .nullable: true
        case .named(_, let wrapped): wrapped.isNullable
        case .string, .integer, .boolean, .number, .array, .object, .map, .reference: false
        }
    }
}

extension Schema.Text {
    /// Whether `text` keeps every rule: lengths and exact values by UTF-16 code units, as Java counts and compares.
    func admits(_ text: String) -> Bool {
        if let length, !length.contains(text.utf16.count) { return false }
        if let values, !values.contains(where: { $0.hasSameCodeUnits(as: text) }) { return false }
        // `@NotBlank` trims as Java's `trim()` does: every character up to U+0020.
        if notBlank, !text.unicodeScalars.contains(where: { $0.value > 0x20 }) { return false }
        if let pattern, let regex = try? Regex(pattern) {
            guard text.wholeMatch(of: regex.matchingSemantics(.unicodeScalar)) != nil else { return false }
        }
        switch format {
        case .email?: return EmailAddress.isValid(text)
        case .koreaLocalDateTime?, .jwt?, nil: return true
        }
    }
}

extension Schema.Whole {
    /// Whether `number` fits a Java `int` or `long` and lies in the range.
    func admits(_ number: Int) -> Bool {
        guard bits == 64 || Int32(exactly: number) != nil else { return false }
        return range?.contains(number) ?? true
    }
}
