import SnapFitPresentation
import Testing

/// The one display every UI runs a scene over, keeping its typed outcomes in order.
@MainActor
@Suite struct SceneRecordingTests {
    private enum Outcome: FailableOutcome, Equatable {
        case page(Int)
        case failed(ErrorViewModel)
    }
    private let failure = ErrorViewModel(kind: .unreachable, message: "down")

    @Test func keepsEveryOutcome_inTheOrderShown_theFailureAsItsCase() {
        // Given
        let sut = SceneRecording<Outcome>()
        // When
        sut.record(.page(1))
        sut.displayError(viewModel: failure)
        sut.record(.page(1))
        // Then
        #expect(sut.outcomes == [.page(1), .failed(failure), .page(1)])
    }

    @Test func keepingLatest_boundsWhatIsKept_whileObserveSeesEach() {
        // Given
        var seen: [Outcome] = []
        let sut = SceneRecording<Outcome>(keepingLatest: 2) { seen.append($0) }
        // When
        for number in 1...5 { sut.record(.page(number)) }
        // Then
        #expect(sut.outcomes == [.page(4), .page(5)])
        #expect(seen == (1...5).map { .page($0) })
    }

    @Test func reset_forgetsEverythingShown() {
        // Given
        let sut = SceneRecording<Outcome>()
        sut.record(.page(1))
        // When
        sut.reset()
        // Then
        #expect(sut.outcomes.isEmpty)
    }

    @Test func aScenesDisplayLogic_recordsItsCases() {
        // Given
        let sut = SceneRecording<ReferenceDataScene.Outcome>()
        let display: any ReferenceDataDisplayLogic = sut
        // When
        display.displayError(viewModel: failure)
        // Then
        #expect(sut.outcomes == [.failed(failure)])
    }
}
