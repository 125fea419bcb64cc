import SnapFitPresentation
import Testing

/// The one display every UI runs a scene over.
@MainActor
@Suite struct SceneRecorderTests {
    private struct Page: Sendable, Equatable { let number: Int }
    private struct Alert: Sendable, Equatable { let text: String }
    private let failure = ErrorViewModel(kind: .unreachable, message: "down")

    @Test func keepsTheLatestOfEachType_inTheOrderTheyCame() {
        // Given
        let sut = SceneRecorder()
        // When
        sut.record(Page(number: 1))
        sut.record(Alert(text: "a"))
        sut.record(Page(number: 2))
        // Then
        #expect(sut.last(Page.self) == Page(number: 2))
        #expect(sut.last(Alert.self) == Alert(text: "a"))
        #expect(sut.last(Alert.self, after: Page.self) == nil)
        sut.record(Alert(text: "b"))
        #expect(sut.last(Alert.self, after: Page.self) == Alert(text: "b"))
    }

    @Test func outcome_isWhicheverOfTheViewModelAndTheErrorCameLast() throws {
        // Given
        let sut = SceneRecorder()
        // Then
        #expect(sut.outcome(Page.self) == nil)
        sut.record(Page(number: 1))
        guard case .shown(let page) = try #require(sut.outcome(Page.self)) else {
            Issue.record("a page was recorded last")
            return
        }
        #expect(page == Page(number: 1))
        sut.displayError(viewModel: failure)
        guard case .failed(let error) = try #require(sut.outcome(Page.self)) else {
            Issue.record("an error was recorded last")
            return
        }
        #expect(error == failure && sut.error == failure)
    }

    @Test func reset_forgetsEverything_andObserveSeesEachAsItComes() {
        // Given
        var seen: [Int] = []
        let sut = SceneRecorder { seen += ($0 as? Page).map { [$0.number] } ?? [] }
        // When
        sut.record(Page(number: 1))
        sut.record(Page(number: 2))
        sut.reset()
        // Then
        #expect(seen == [1, 2])
        #expect(sut.last(Page.self) == nil)
    }
}
