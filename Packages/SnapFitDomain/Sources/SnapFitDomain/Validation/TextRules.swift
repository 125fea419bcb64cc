import Foundation

/// The check every free-text field shares: surrounding spaces dropped, then a length range.
public enum TextRules {
    public static func trimmed(
        _ input: String, field: ValidationError.Field, length: ClosedRange<Int>
    ) throws(DomainError) -> String {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count < length.lowerBound {
            throw .validation(.init(field: field, reason: .tooShort(min: length.lowerBound)))
        }
        if text.count > length.upperBound {
            throw .validation(.init(field: field, reason: .tooLong(max: length.upperBound)))
        }
        return text
    }
}
