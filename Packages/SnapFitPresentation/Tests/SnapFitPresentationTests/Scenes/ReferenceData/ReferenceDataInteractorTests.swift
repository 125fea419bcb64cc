import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

final class ReferenceDataPresentationLogicSpy: ReferenceDataPresentationLogic {
    private(set) var vibesResponses: [ReferenceDataScene.LoadVibes.Response] = []
    private(set) var locationsResponses: [ReferenceDataScene.LoadLocations.Response] = []
    private(set) var errors: [DomainError] = []

    func presentVibes(response: ReferenceDataScene.LoadVibes.Response) { vibesResponses.append(response) }
    func presentLocations(response: ReferenceDataScene.LoadLocations.Response) { locationsResponses.append(response) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ReferenceDataInteractorTests {
    private func makeSUT(
        repository: StubReferenceDataRepository
    ) -> (ReferenceDataInteractor, ReferenceDataPresentationLogicSpy) {
        let presenter = ReferenceDataPresentationLogicSpy()
        let sut = ReferenceDataInteractor(
            presenter: presenter,
            fetchVibes: FetchVibes(repository: repository),
            fetchLocations: FetchLocations(repository: repository))
        return (sut, presenter)
    }

    @Test func loadVibes_repositoryAnswers_presentsTheVibesSorted() async {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onVibes = { [Vibe(id: 2, name: "시크"), Vibe(id: 1, name: "러블리")] }
        let (sut, presenter) = makeSUT(repository: repository)
        // When
        await sut.loadVibes(request: .init())
        // Then
        #expect(presenter.vibesResponses.map { $0.vibes.map(\.id) } == [[1, 2]])
        #expect(presenter.errors.isEmpty)
    }

    @Test func loadLocations_backendUnreachable_presentsTheError() async {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onLocations = { () throws(DomainError) in throw .unreachable }
        let (sut, presenter) = makeSUT(repository: repository)
        // When
        await sut.loadLocations(request: .init())
        // Then
        #expect(presenter.errors == [.unreachable])
        #expect(presenter.locationsResponses.isEmpty)
    }
}
