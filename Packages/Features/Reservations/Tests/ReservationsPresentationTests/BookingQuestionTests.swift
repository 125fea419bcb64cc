import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation
import Testing

@testable import ReservationsPresentation

@Suite struct BookingQuestionTests {
    @Test func bookingFieldLabels_areThePromptsOfTheFormsQuestions() {
        for field in BookingField.allCases {
            let question = ReservationFormPresenter.question(
                .init(step: .field(field), refusal: nil), language: .korean)
            #expect(question.label == ReservationFormPresenter.label(for: field, language: .korean))
        }
    }
}
