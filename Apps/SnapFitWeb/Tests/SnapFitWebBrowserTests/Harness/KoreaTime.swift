import Foundation

/// Days as the booking form's date picker takes them: "YYYY-MM-DD", in Korea.
enum KoreaTime {
    /// The day `days` from `now` in Korea (the past for a negative count).
    static func day(inDays days: Int, from now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let day = calendar.dateComponents([.year, .month, .day], from: now.addingTimeInterval(Double(days) * 86_400))
        return [day.year!, day.month!, day.day!].map { ($0 < 10 ? "0" : "") + String($0) }.joined(separator: "-")
    }
}
