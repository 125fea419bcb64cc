import SnapFitDomain

/// How a feature's plain fields are asked for and shown (decision 0024), beside `FieldRules`: each kind's rule in
/// words, and a value as a list shows it.
public enum FieldLabels {
    /// A whole number's range: "0–100 사이의 정수", "a whole number from 0 to 100".
    public static func wholeNumber(_ range: ClosedRange<Int>, _ language: Language) -> String {
        let (low, high) = (Money.grouping(range.lowerBound), Money.grouping(range.upperBound))
        return language.pick("\(low)~\(high) 사이의 정수", "a whole number from \(low) to \(high)")
    }

    /// How a day is written.
    public static func day(_ language: Language) -> String { language.pick("YYYY-MM-DD 날짜", "a day as YYYY-MM-DD") }

    /// How a yes or no is answered.
    public static func yesOrNo(_ language: Language) -> String { language.pick("예 또는 아니요", "yes or no") }

    /// A yes or no as shown.
    public static func yesOrNo(_ value: Bool, _ language: Language) -> String {
        value ? language.pick("예", "yes") : language.pick("아니요", "no")
    }

    /// A whole number as shown, its thousands grouped.
    public static func wholeNumber(_ value: Int) -> String { Money.grouping(value) }
}
