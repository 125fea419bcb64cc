import Testing

@testable import SnapFitHTTPServer

struct AnswerBudgetTests {
    @Test func reserves_untilTheCapacity_andReleasesWhatWasSent() {
        let sut = AnswerBudget(capacity: 100)
        #expect(sut.reserve(60))
        #expect(!sut.reserve(50))
        #expect(sut.reserve(40))
        sut.release(60)
        #expect(sut.reserve(50))
    }
}
