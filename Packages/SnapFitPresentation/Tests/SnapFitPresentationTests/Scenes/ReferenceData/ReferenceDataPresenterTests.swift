import SnapFitDomain
import Testing

@testable import SnapFitPresentation

final class ReferenceDataDisplayLogicSpy: ReferenceDataDisplayLogic {
    private(set) var vibes: [ReferenceDataScene.LoadVibes.ViewModel] = []
    private(set) var locations: [ReferenceDataScene.LoadLocations.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel) { vibes.append(viewModel) }
    func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel) { locations.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct ReferenceDataPresenterTests {
    @Test func presentVibes_inEnglish_glossesKnownVibesAndKeepsUnknownOnes() {
        // Given
        let display = ReferenceDataDisplayLogicSpy()
        let sut = ReferenceDataPresenter(language: .english)
        sut.display = display
        // When
        sut.presentVibes(response: .init(vibes: [Vibe(id: 1, name: "러블리"), Vibe(id: 9, name: "유니크")]))
        // Then
        #expect(display.vibes.first?.title == "Vibes")
        #expect(display.vibes.first?.vibes.map(\.label) == ["러블리 (lovely)", "유니크"])
    }

    @Test func presentLocations_inKorean_showsTheNames() {
        // Given
        let display = ReferenceDataDisplayLogicSpy()
        let sut = ReferenceDataPresenter(language: .korean)
        sut.display = display
        // When
        sut.presentLocations(response: .init(locations: [Location(id: 1, name: "서울")]))
        // Then
        #expect(display.locations == [.init(title: "지역", locations: [.init(id: 1, name: "서울", label: "서울")])])
    }

    @Test func presentError_unreachable_showsAKindScriptsCanRead() {
        // Given
        let display = ReferenceDataDisplayLogicSpy()
        let sut = ReferenceDataPresenter(language: .english)
        sut.display = display
        // When
        sut.presentError(.unreachable)
        // Then
        #expect(display.errors == [ErrorViewModel(kind: .unreachable, message: "Cannot reach the SnapFit server.")])
    }
}
