import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// One answer of the booking form checked as it is given, and a draft made of a form's answers.
@Suite struct BookingFormCheckTests {
    private static let now = Date(timeIntervalSince1970: 1_780_239_600)  // 2026-06-01 00:00 KST
    private let sut = MakeReservation(
        products: StubProductRepository(), reservations: StubReservationRepository(), now: { Self.now })
    private let product = ProductDetail.fixture(id: 12, makerID: 2)

    @Test(arguments: [
        (BookingField.option, "60"), (.time, "2026-06-10 14:00"), (.people, " 3 "), (.email, "me@snapfit.kr"),
        (.phone, "010-1234-5678"), (.phone, ""), (.place, "한강공원"),
    ])
    func check_acceptedAnswer_passes(field: BookingField, answer: String) throws {
        try sut.check(field, answer: answer, product: product)
    }

    @Test(arguments: [
        (BookingField.option, "sixty", ValidationError.Reason.malformed("sixty")),
        (.option, "45", .unknown("45", known: ["30", "60"])),
        (.time, "2026-05-01 10:00", .notInFuture), (.people, "0", .outOfRange(min: 1, max: 10_001)),
        (.people, "two", .malformed("two")), (.email, "a@b", .malformed("a@b")),
        (.phone, "02-123", .malformed("02-123")),
    ])
    func check_refusedAnswer_namesItsFieldAndWhy(field: BookingField, answer: String, reason: ValidationError.Reason) {
        #expect(throws: DomainError.validation(.init(field: field.validationField, reason: reason))) {
            try sut.check(field, answer: answer, product: product)
        }
    }

    @Test func draft_fromAnswers_readsTheNumbers_andAnEmptyPhoneIsNone() throws {
        // When
        let draft = try ReservationDraft(
            productID: 12,
            answers: [
                .option: "60", .time: "2026-06-10 14:00", .people: "3", .email: "a@b.co", .phone: "", .place: "서울",
            ])
        // Then
        #expect(
            draft
                == ReservationDraft(
                    productID: 12, optionMinutes: 60, time: "2026-06-10 14:00", people: 3, email: "a@b.co", phone: nil,
                    place: "서울"))
    }
}
