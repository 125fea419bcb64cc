import Foundation
import SnapFitDomain

/// The contract's local date-times (§4.14), always Korea wall-clock time with no zone: requests use
/// `yyyy-MM-ddTHH:mm:ss`, responses `yyyy-MM-dd HH:mm:ss`.
enum WireTime {
    /// `date` as a request's `reservationTime`: Korea time, no `Z`, no offset.
    static func request(_ date: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// A response's `yyyy-MM-dd HH:mm:ss` read as Korea time; `nil` when it is not one.
    static func response(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "- :".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6 else { return nil }
        let components = DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5])
        guard components.isValidDate(in: KoreaTime.calendar) else { return nil }
        return KoreaTime.calendar.date(from: components)
    }
}
