/// A day of the Gregorian calendar written `YYYY-MM-DD`, read strictly: four digits of a year from 1, two of a month,
/// two of a day the month has (29 February only in a leap year).
struct CalendarDay: Equatable {
    let year: Int
    let month: Int
    let day: Int

    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1, (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `YYYY-MM-DD`.
    var text: String {
        func padded(_ number: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(number).count)) + String(number)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
