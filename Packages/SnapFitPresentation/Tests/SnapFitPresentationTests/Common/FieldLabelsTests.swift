import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@Suite struct FieldLabelsTests {
    @Test func eachKindsRule_andValue_areWordedInBothLanguages() {
        #expect(FieldLabels.wholeNumber(0...1_000, .english) == "a whole number from 0 to 1,000")
        #expect(FieldLabels.wholeNumber(0...1_000, .korean) == "0~1,000 사이의 정수")
        #expect(FieldLabels.day(.english) == "a day as YYYY-MM-DD")
        #expect(FieldLabels.yesOrNo(.korean) == "예 또는 아니요")
        #expect(FieldLabels.yesOrNo(true, .english) == "yes")
        #expect(FieldLabels.yesOrNo(false, .korean) == "아니요")
        #expect(FieldLabels.wholeNumber(5000) == "5,000")
    }

    @Test func aFeaturesRefusal_isWordedWithItsLabel_andAnyOtherErrorAsUsual() {
        let refusal = DomainError.validation(.init(field: .feature("percent"), reason: .outOfRange(min: 0, max: 100)))
        let worded = ErrorViewModel(refusal, label: "Percent", language: .english)
        #expect(worded.kind == .validation)
        #expect(worded.message == "Percent: must be from 0 to 100.")
        #expect(ErrorViewModel(refusal, language: .english).message.hasPrefix("percent: "))
        #expect(
            ErrorViewModel(.signedOut, label: "Percent", language: .english)
                == ErrorViewModel(.signedOut, language: .english))
    }
}
