import SnapFitDomain

/// The words a screen puts before a value or above a section, in the user's language.
public enum Labels {
    /// A rule's range as every UI shows it: "2–8".
    public static func range(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound)–\(range.upperBound)" }
    /// A text's lengths as a rule takes them: "1–40 characters".
    public static func characters(_ lengths: ClosedRange<Int>, _ language: Language) -> String {
        language.pick("\(range(lengths))자", "\(range(lengths)) characters")
    }
    /// A title field.
    public static func title(_ language: Language) -> String { language.pick("제목", "Title") }
    /// The vibes a user likes, with how many to choose.
    public static func likedVibes(_ language: Language) -> String {
        let count = range(ProfileRules.vibeCount)
        return language.pick("분위기 (\(count)개)", "Vibes (\(count))")
    }
    public static func reservation(_ language: Language) -> String { language.pick("예약 ", "Reservation ") }
    public static func when(_ language: Language) -> String { language.pick("일시: ", "When: ") }
    public static func place(_ language: Language) -> String { language.pick("장소: ", "Where: ") }
    public static func option(_ language: Language) -> String { language.pick("옵션: ", "Option: ") }
    public static func options(_ language: Language) -> String { language.pick("옵션", "Options") }
    public static func total(_ language: Language) -> String { language.pick("최종 결제액: ", "Total: ") }
    public static func contact(_ language: Language) -> String { language.pick("연락처: ", "Contact: ") }
    public static func vibes(_ language: Language) -> String { language.pick("분위기: ", "Vibes: ") }
    public static func aboutTheShoot(_ language: Language) -> String { language.pick("작가의 설명", "About this shoot") }

    /// What a request under way is doing (`note`, else waiting for the server) and, once known, for how long:
    /// "waiting for the server… 1.2 s".
    public static func waiting(_ elapsed: Duration?, note: String?, _ language: Language) -> String {
        let tenths = elapsed.map { $0.components.seconds * 10 + $0.components.attoseconds / 100_000_000_000_000_000 }
        let seconds = tenths.map { " \($0 / 10).\($0 % 10)" + language.pick("초", " s") } ?? ""
        return (note ?? language.pick("서버 응답을 기다리는 중…", "waiting for the server…")) + seconds
    }
    public static func error(_ language: Language) -> String { language.pick("오류: ", "error: ") }

    /// "인원: 3명" / "People: 3".
    public static func people(_ count: Int, _ language: Language) -> String {
        language.pick("인원: \(count)명", "People: \(count)")
    }

    /// "사진 4장" / "4 photos" ("1 photo").
    public static func photos(_ count: Int, _ language: Language) -> String {
        language.pick("사진 \(count)장", count == 1 ? "1 photo" : "\(count) photos")
    }
}
