import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@Suite struct FormAnswersTests {
    private enum Field: CaseIterable { case first, second, third }

    @Test func next_checksInTheFormsOrder_stoppingAtTheFirstMissingRefusedOrWrongAnswer() {
        var sut = FormAnswers<Field, String>(given: [.third: "3", .first: "1"])
        let accept = { (field: Field, value: String) throws(DomainError) -> String? in
            if value == "bad" { throw .unreachable }
            return value == "wrong" ? nil : value + "!"
        }
        // The second is missing; the third waits its turn.
        #expect(sut.next(accept)?.field == .second && sut.accepted == [.first: "1!"])
        sut.give("bad", for: .second)
        #expect(sut.next(accept)?.refusal == .unreachable)
        sut.give("wrong", for: .second)
        #expect(sut.next(accept).map { $0.field == .second && $0.refusal == nil } == true)
        sut.give("2", for: .second)
        #expect(sut.next(accept) == nil)
        #expect(sut.accepted == [.first: "1!", .second: "2!", .third: "3!"])
    }
}
