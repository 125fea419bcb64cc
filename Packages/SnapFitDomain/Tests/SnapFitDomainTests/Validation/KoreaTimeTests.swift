import Foundation
import SnapFitDomain
import Testing

/// Korea time, whatever the machine's zone: UTC+9, and a typed time read field by field.
@Suite struct KoreaTimeTests {
    @Test func theZone_isNineHoursAheadOfUTC() {
        #expect(KoreaTime.timeZone.secondsFromGMT() == 32_400)
    }

    @Test func aTypedTime_isReadFieldByField_asKoreaTime() throws {
        // When
        let date = try #require(KoreaTime.parse("2031-02-03 04:05"))
        // Then: every field in its place (04:05 in Korea is 19:05 the day before in UTC)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let fields = utc.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        #expect([fields.year, fields.month, fields.day, fields.hour, fields.minute] == [2031, 2, 2, 19, 5])
    }
}
