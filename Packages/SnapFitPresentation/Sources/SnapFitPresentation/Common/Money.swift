/// Amounts in Korean won, grouped by thousands: "120,000원" in Korean, "₩120,000" in English.
public enum Money {
    public static func label(_ won: Int, language: Language) -> String {
        let grouped = grouping(won)
        return language.pick("\(grouped)원", "₩\(grouped)")
    }

    /// `1234567` → `"1,234,567"`; negative amounts keep their sign.
    public static func grouping(_ value: Int) -> String {
        let digits = Array(String(value.magnitude).utf8)
        var grouped: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        grouped.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
            grouped.append(digit)
        }
        return String(decoding: grouped, as: UTF8.self)
    }
}
