import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@Suite struct FlowQuestionTests {
    @Test func label_isThePromptWithoutItsTrailingColon() {
        let question = FlowQuestion(step: 1, prompt: "Email: ", kind: .text, refusal: nil)
        #expect(question.label == "Email")
        #expect(FlowQuestion(step: 1, prompt: "Book it?", kind: .confirm, refusal: nil).label == "Book it?")
    }
}
