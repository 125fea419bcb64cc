import Foundation

/// Korea Standard Time (UTC+9, no daylight saving), whatever the machine's time zone.
public enum KoreaTime {
    public static let timeZone = TimeZone(secondsFromGMT: 9 * 3600)!

    /// `YYYY-MM-DD HH:MM` read as Korea time; `nil` for anything else, including dates that do not exist.
    public static func parse(_ text: String) -> Date? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(whereSeparator: { "- :".contains($0) })
        guard parts.count == 5, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), let hour = Int(parts[3]),
            let minute = Int(parts[4]), parts[0].count == 4, (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return date
    }

    /// `date` as `YYYY-MM-DD HH:MM` in Korea time.
    public static func format(_ date: Date) -> String {
        String(iso8601(date).prefix("YYYY-MM-DDTHH:MM".count)).replacingOccurrences(of: "T", with: " ")
    }

    /// `date` as ISO 8601 with Korea's offset, `2026-12-05T14:00:00+09:00`: a time scripts can read.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
    }

    /// A Gregorian calendar in Korea time.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()
}
