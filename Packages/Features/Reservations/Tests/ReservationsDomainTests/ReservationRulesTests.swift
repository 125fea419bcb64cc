import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct ReservationRulesTests {
    /// 2026-06-01 00:00 in Korea (2026-05-31 15:00 UTC).
    private let now = Date(timeIntervalSince1970: 1_780_239_600)

    @Test func time_isReadAsKoreaTime() throws {
        let time = try ReservationRules.time("2026-06-01 14:30", now: now)
        #expect(time.timeIntervalSince1970 == 1_780_239_600 + 14.5 * 3600)
        #expect(KoreaTime.format(time) == "2026-06-01 14:30")
        #expect(KoreaTime.iso8601(time) == "2026-06-01T14:30:00+09:00")
    }

    @Test(arguments: ["2026-02-30 10:00", "2026-06-01 25:00", "tomorrow", "2026/06/01", "2026-06-01T10:00Z", ""])
    func time_malformedOrImpossible_isRefusedNamingIt(input: String) {
        #expect(throws: DomainError.validation(.init(field: .time, reason: .malformed(input)))) {
            try ReservationRules.time(input, now: now)
        }
    }

    @Test(arguments: ["2026-05-31 23:59", "2026-06-01 00:00"])
    func time_notAfterNow_isRefused(input: String) {
        #expect(throws: DomainError.validation(.init(field: .time, reason: .notInFuture))) {
            try ReservationRules.time(input, now: now)
        }
    }

    @Test(arguments: [
        ("010-1234-5678", "01012345678"), ("010 1234 5678", "01012345678"), ("01698765432", "01698765432"),
    ])
    func phone_dashesAndSpaces_areRemoved(input: String, expected: String) throws {
        #expect(try ReservationRules.phone(input) == expected)
    }

    @Test(arguments: ["02-123-4567", "0101234567", "010123456789", "o1012345678", "+821012345678"])
    func phone_notAKoreanMobileNumber_isRefused(input: String) {
        #expect(throws: DomainError.validation(.init(field: .phone, reason: .malformed(input)))) {
            try ReservationRules.phone(input)
        }
    }

    @Test func phone_leftOut_staysOut() throws {
        #expect(try ReservationRules.phone(nil) == nil)
    }

    @Test(arguments: ["a@b.co", " me@snapfit.kr "])
    func email_wellFormed_isAccepted(input: String) throws {
        #expect(try ReservationRules.email(input) == input.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: ["ab.co", "@b.co", "a@b", "a@b.", "a b@c.d", "a@@b.co"])
    func email_malformed_isRefused(input: String) {
        #expect(throws: DomainError.validation(.init(field: .email, reason: .malformed(input)))) {
            try ReservationRules.email(input)
        }
    }

    @Test func people_totalIsSentAsAdditionalPeople() throws {
        #expect(try ReservationRules.additionalPeople(1) == 0)
        #expect(try ReservationRules.additionalPeople(3) == 2)
        #expect(throws: DomainError.validation(.init(field: .people, reason: .outOfRange(min: 1, max: 10_001)))) {
            try ReservationRules.additionalPeople(0)
        }
    }

    @Test func placeAndReason_haveTheServersLengths() {
        #expect(throws: DomainError.validation(.init(field: .place, reason: .tooShort(min: 1)))) {
            try ReservationRules.place("   ")
        }
        #expect(throws: DomainError.validation(.init(field: .place, reason: .tooLong(max: 100)))) {
            try ReservationRules.place(String(repeating: "가", count: 101))
        }
        #expect(throws: DomainError.validation(.init(field: .reason, reason: .tooShort(min: 2)))) {
            try ReservationRules.reason("x")
        }
    }

    @Test func warnings_sameProductAndTime_aYearAhead_andOddHours() throws {
        let now = try #require(KoreaTime.parse("2026-06-01 12:00"))
        func request(_ time: String, product: Int = 5) throws -> ReservationRequest {
            ReservationRequest(
                productID: product, makerID: 2, option: PriceOption(minutes: 60, price: 100_000), additionalPeople: 0,
                personPrice: 0, place: "서울", time: try #require(KoreaTime.parse(time)), email: "a@b.co", phone: nil)
        }
        let booked = ReservationSummary(
            id: 7, product: .fixture(id: 5), time: try #require(KoreaTime.parse("2026-06-10 14:00")), status: .active)
        let cancelled = ReservationSummary(
            id: 8, product: .fixture(id: 6), time: booked.time, status: .cancelled(reason: "x"))
        #expect(
            ReservationRules.warnings(for: try request("2026-06-10 14:00"), now: now, existing: [booked]) == [
                .alreadyBooked(reservationID: 7)
            ])
        #expect(
            ReservationRules.warnings(for: try request("2026-06-10 14:00", product: 6), now: now, existing: [cancelled])
                .isEmpty)
        #expect(ReservationRules.warnings(for: try request("2027-06-02 10:00"), now: now, existing: []) == [.farAhead])
        #expect(ReservationRules.warnings(for: try request("2027-06-01 12:00"), now: now, existing: []).isEmpty)
        #expect(
            ReservationRules.warnings(for: try request("2026-06-10 05:59"), now: now, existing: []) == [.unusualHour])
        #expect(
            ReservationRules.warnings(for: try request("2026-06-10 22:00"), now: now, existing: []) == [.unusualHour])
        #expect(ReservationRules.warnings(for: try request("2026-06-10 21:59"), now: now, existing: []).isEmpty)
        #expect(ReservationRules.warnings(for: try request("2026-06-10 06:00"), now: now, existing: []).isEmpty)
    }
}
