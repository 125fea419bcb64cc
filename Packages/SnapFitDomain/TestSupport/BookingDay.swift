import Foundation
import SnapFitDomain

/// A day to book on in tests that run over the real clock (the DEV stack, the sandbox, the apps' processes): two
/// years after today in Korea time, computed when first read, so such tests never expire. It is more than a year
/// away, so the booking form warns of it (a script books with `--anyway`). Tests over an injected clock use fixed
/// dates instead.
public enum BookingDay {
    /// `YYYY-MM-DD`, 730 days after today in Korea time.
    public static let day: String = {
        let later = KoreaTime.calendar.date(byAdding: .day, value: 730, to: Date()) ?? Date()
        return String(KoreaTime.format(later).prefix("YYYY-MM-DD".count))
    }()

    /// `YYYY-MM-DD HH:MM` on `day`, as `--at` and the booking form take it: `BookingDay.at("14:00")`.
    public static func at(_ clock: String) -> String { day + " " + clock }
}
