import Foundation

/// The default rules of a feature's plain fields (decision 0024): a line of text, a whole number, a calendar day and
/// a yes or no, each read from what a user typed and refused naming its field. A feature's own rules call these with
/// its bounds, or replace them.
public enum FieldRules {
    /// One line of text: surrounding spaces dropped, `length` characters, no tab, line break or other control.
    public static func text(
        _ input: String, field: ValidationError.Field, length: ClosedRange<Int>
    ) throws(DomainError) -> String {
        let text = try TextRules.trimmed(input, field: field, length: length)
        guard !text.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains) else {
            throw .validation(
                .init(field: field, reason: .malformed(String(text.debugDescription.dropFirst().dropLast()))))
        }
        return text
    }

    /// A whole number in `range`, written in ASCII digits with an optional sign (`1,000` is refused as malformed).
    public static func wholeNumber(
        _ input: String, field: ValidationError.Field, range: ClosedRange<Int>
    ) throws(DomainError) -> Int {
        let text = input.trimmingCharacters(in: .whitespaces)
        guard text.utf8.count <= 20, text.allSatisfy({ $0.isASCII }), let number = Int(text) else {
            throw .validation(.init(field: field, reason: .malformed(String(input.prefix(40)))))
        }
        guard range.contains(number) else {
            throw .validation(.init(field: field, reason: .outOfRange(min: range.lowerBound, max: range.upperBound)))
        }
        return number
    }

    /// A day of the calendar as `YYYY-MM-DD` (years 1 to 9999, a day the month has), returned as written.
    public static func day(_ input: String, field: ValidationError.Field) throws(DomainError) -> String {
        let text = input.trimmingCharacters(in: .whitespaces)
        guard let day = CalendarDay(text) else {
            throw .validation(.init(field: field, reason: .malformed(String(input.prefix(40)))))
        }
        return day.text
    }

    /// Yes or no: `yes`, `y`, `true`, `예`, `네` and `no`, `n`, `false`, `아니요`, `아니오`, in any case.
    public static func yesOrNo(_ input: String, field: ValidationError.Field) throws(DomainError) -> Bool {
        switch input.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "true", "예", "네": return true
        case "no", "n", "false", "아니요", "아니오": return false
        default: throw .validation(.init(field: field, reason: .malformed(String(input.prefix(40)))))
        }
    }
}
