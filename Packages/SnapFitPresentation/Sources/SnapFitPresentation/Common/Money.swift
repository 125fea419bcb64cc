/// Amounts in Korean won, grouped by thousands: "120,000원" in Korean, "₩120,000" in English.
enum Money {
    static func label(_ won: Int, language: Language) -> String {
        let grouped = grouping(won)
        return language.pick("\(grouped)원", "₩\(grouped)")
    }

    /// `1234567` → `"1,234,567"`; negative amounts keep their sign.
    static func grouping(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
