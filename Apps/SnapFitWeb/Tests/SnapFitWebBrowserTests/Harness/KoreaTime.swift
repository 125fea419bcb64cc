import Foundation

/// Times as the booking form takes them: "YYYY-MM-DD HH:MM", Korea time.
enum KoreaTime {
    /// 14:00 Korea time on the day `days` from `now` (the past for a negative count).
    static func afternoon(inDays days: Int, from now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let day = calendar.dateComponents([.year, .month, .day], from: now.addingTimeInterval(Double(days) * 86_400))
        let date = [day.year!, day.month!, day.day!].map { ($0 < 10 ? "0" : "") + String($0) }.joined(separator: "-")
        return date + " 14:00"
    }
}
