import Foundation

/// The server's checks of a feature's plain fields (decision 0024), each a required member of the body: anything
/// else is `400, code 1`, as bean validation answers.
extension StrictObject {
    /// One line of text, trimmed, of `length` characters (as the client counts them), without control characters.
    package func text(_ key: String, length: ClosedRange<Int>) throws(APIFailure) -> String {
        let text = try Validate.present(string(key)).trimmingCharacters(in: .whitespacesAndNewlines)
        try Validate.that(length.contains(text.count))
        try Validate.that(!text.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains))
        return text
    }

    /// A Java `int` in `range`.
    package func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(APIFailure) -> Int {
        let number = try Validate.present(int(key))
        try Validate.that(range.contains(number))
        return number
    }

    /// A `LocalDate` as Jackson reads one: `yyyy-MM-dd`, a day the calendar has.
    package func day(_ key: String) throws(APIFailure) -> String {
        let text = try Validate.present(string(key))
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts.map(\.utf8.count) == [4, 2, 2],
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year > 0,
            let date = DateComponents(calendar: Self.gregorian, year: year, month: month, day: day).date,
            Self.gregorian.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: year, month: month, day: day)
        else { throw .invalidRequest }
        return text
    }

    /// A JSON `true` or `false`.
    package func yesOrNo(_ key: String) throws(APIFailure) -> Bool {
        try Validate.present(bool(key))
    }

    private static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}
