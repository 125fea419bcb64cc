import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

@Suite struct ReservationViewModelTests {
    private static func reservation(personPrice: Int) -> Reservation {
        Reservation(
            id: 7, product: .fixture(id: 12), maker: MakerSummary(id: 2, nickname: "하늘작가"),
            customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: 120_000, optionMinutes: 60,
            additionalPeople: 2, personPrice: personPrice, place: "한강공원", time: KoreaTime.parse("2026-06-10 14:00")!,
            email: "me@snapfit.kr", phone: nil, status: .active)
    }

    @Test(arguments: [Language.english, .korean])
    func withoutAPerPersonPrice_theExtraPeopleCostNothing_andNoLineSaysTimesZero(language: Language) {
        // When
        let sut = ReservationViewModel(
            Self.reservation(personPrice: 0),
            prices: PriceFormat(.converted(to: .usd, at: .fixture), language: language))
        // Then
        #expect(sut.additionalPeopleLabel == nil)
        #expect(sut.people == 3 && sut.totalPrice == 120_000)
    }

    @Test func withAPerPersonPrice_theExtraPeopleAreCounted() {
        let sut = ReservationViewModel(
            Self.reservation(personPrice: 20_000), prices: PriceFormat(.won(), language: .english))
        #expect(sut.additionalPeopleLabel == "2 more × ₩20,000")
    }
}
