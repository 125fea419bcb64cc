import Glibc
import Synchronization

/// The `Date` header's value (RFC 9110 §5.6.7, IMF-fixdate), made once a second however many answers go out.
enum HTTPDate {
    private static let latest = Mutex((second: Int.min, text: ""))
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Now, as `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func now() -> String {
        let second = time(nil)
        return latest.withLock { latest in
            if latest.second != second { latest = (second, text(secondsSince1970: second)) }
            return latest.text
        }
    }

    /// The instant `secondsSince1970` (UTC) as an IMF-fixdate.
    static func text(secondsSince1970: Int) -> String {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(twoDigits(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }
}
