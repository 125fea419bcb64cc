import ReservationsDomain
import SnapFitPresentation

extension Labels {
    /// A cancellation's reason, with the lengths it takes.
    public static func cancellationReason(_ language: Language) -> String {
        let lengths = range(ReservationRules.reasonLength)
        return language.pick("취소 사유 (\(lengths)자)", "Reason (\(lengths) characters)")
    }

    /// "인원 3명" / "3 people" ("1 person"), in a summary line.
    public static func peopleCount(_ count: Int, _ language: Language) -> String {
        language.pick("인원 \(count)명", count == 1 ? "1 person" : "\(count) people")
    }
}
