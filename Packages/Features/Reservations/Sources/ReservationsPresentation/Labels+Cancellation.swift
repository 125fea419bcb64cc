import ReservationsDomain
import SnapFitPresentation

extension Labels {
    /// A cancellation's reason, with the lengths it takes.
    public static func cancellationReason(_ language: Language) -> String {
        let lengths = range(ReservationRules.reasonLength)
        return language.pick("취소 사유 (\(lengths)자)", "Reason (\(lengths) characters)")
    }
}
