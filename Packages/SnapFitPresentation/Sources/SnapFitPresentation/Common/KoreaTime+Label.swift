import Foundation
import SnapFitDomain

extension KoreaTime {
    /// `date` as a screen shows a booking's time: "2026-06-10 14:00 (KST)".
    public static func label(_ date: Date) -> String {
        format(date) + " (KST)"
    }
}
