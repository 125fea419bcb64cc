import Foundation

/// Korea wall-clock time, the server's only notion of time: responses print it as `yyyy-MM-dd HH:mm:ss`
/// and requests send it as an ISO-8601 local date-time.
enum KoreaTime {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
        return calendar
    }()

    /// `date` as Korea wall-clock text, `yyyy-MM-dd HH:mm:ss`.
    static func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : String(value)
        }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// The shape of a request `reservationTime`, as `/api-docs` states it: `parseRequestTime` reads exactly these.
    /// Characters up to U+0020 around it are trimmed first, as Java's `trim()` in Jackson's reader does.
    static let requestTimePattern =
        #"^[\x00-\x20]*[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{0,9})?)?Z?[\x00-\x20]*$"#

    /// Reads a request `reservationTime` as Jackson reads a `LocalDateTime`: trimmed as Java trims, then
    /// `yyyy-MM-ddTHH:mm`, optional seconds, an optional fraction of up to nine digits, and an optional trailing `Z`
    /// that is ignored. The wall-clock value is taken as Korea time. Returns the instant (its fraction kept, for the
    /// `@Future` check) and the stored `yyyy-MM-dd HH:mm:ss` text, whose fraction is dropped, never rounded; `nil`
    /// for any other text or a date that does not exist.
    static func parseRequestTime(_ text: String) -> (instant: Date, wallClock: String)? {
        guard let regex = try? Regex(requestTimePattern).matchingSemantics(.unicodeScalar),
            text.wholeMatch(of: regex) != nil
        else { return nil }
        let scalars = text.unicodeScalars.drop { $0.value <= 0x20 }.reversed().drop { $0.value <= 0x20 }.reversed()
        let trimmed = String(String.UnicodeScalarView(scalars))
        // The pattern admits ASCII only: fixed offsets from here.
        let bytes = Array(trimmed.utf8)
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let hasSeconds = bytes.count > 16 && bytes[16] == UInt8(ascii: ":")
        let second = hasSeconds ? number(17..<19) : 0
        let fractionDigits = hasSeconds && bytes.count > 19 ? bytes[20...].prefix { $0 != UInt8(ascii: "Z") } : []
        let fraction = Double("0." + String(decoding: fractionDigits, as: UTF8.self) + "0") ?? 0
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let (hour, minute) = (number(11..<13), number(14..<16))
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: parts) else { return nil }
        let roundTrip = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard roundTrip.year == year, roundTrip.month == month, roundTrip.day == day, roundTrip.hour == hour,
            roundTrip.minute == minute, roundTrip.second == second
        else { return nil }
        return (date.addingTimeInterval(fraction), format(date))
    }
}
