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

    /// Reads a request `reservationTime`: `yyyy-MM-ddTHH:mm:ss`, optional fractional seconds and an optional
    /// trailing `Z` that is ignored, as the server's lenient `LocalDateTime` parsing does. The wall-clock value is
    /// taken as Korea time. Returns `nil` for any other text or for a date that does not exist.
    static func parseRequestTime(_ text: String) -> Date? {
        let pattern = /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z?/
        guard let match = text.wholeMatch(of: pattern),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
            let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6)
        else { return nil }
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: parts) else { return nil }
        let roundTrip = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard roundTrip.year == year, roundTrip.month == month, roundTrip.day == day, roundTrip.hour == hour,
            roundTrip.minute == minute, roundTrip.second == second
        else { return nil }
        let fraction = match.7.flatMap { Double("0." + $0) } ?? 0
        return date.addingTimeInterval(fraction)
    }
}
