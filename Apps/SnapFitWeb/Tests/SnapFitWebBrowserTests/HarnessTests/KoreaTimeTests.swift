import Foundation
import Testing

@Suite struct KoreaTimeTests {
    @Test func day_isThatDayInKorea_evenWhenItIsStillTheDayBeforeInUTC() {
        // Given: 2026-03-04 20:30 UTC is already 2026-03-05 05:30 in Korea
        let now = Date(timeIntervalSince1970: 1_772_656_200)
        // Then
        #expect(KoreaTime.day(inDays: 0, from: now) == "2026-03-05")
        #expect(KoreaTime.day(inDays: 30, from: now) == "2026-04-04")
        #expect(KoreaTime.day(inDays: -400, from: now) == "2025-01-29")
    }
}
