import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@MainActor
final class ProductRegistrationPresentationLogicSpy: ProductRegistrationPresentationLogic {
    private(set) var events: [String] = []
    private(set) var errors: [DomainError] = []

    func presentFieldsAccepted() { events.append("accepted") }
    func presentProgress(response: UploadProgress) {
        events.append("\(response.file) \(response.completedFiles)/\(response.totalFiles)")
    }
    func presentRegistered(response: ProductDetail) { events.append("registered #\(response.id)") }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ProductRegistrationSceneTests {
    private static let png = ImageFile(
        name: "a.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]))
    private static let draft = ProductDraft(
        title: "야경", description: "설명", vibes: ["시크"], locations: ["서울"], images: [png], thumbnail: png,
        options: [PriceOption(minutes: 60, price: 100_000)], personPrice: 0, isStudio: false)

    private func referenceData() -> StubReferenceDataRepository {
        var stub = Fixtures.referenceData()
        stub.onLocations = { [Location(id: 1, name: "서울")] }
        return stub
    }

    @Test func registration_presentsEachUploadInOrderThenTheProduct() async {
        // Given
        let presenter = ProductRegistrationPresentationLogicSpy()
        var makers = StubMakerRepository()
        makers.onRegister = { _, progress in
            progress(UploadProgress(file: "a.png", completedFiles: 1, totalFiles: 2, sentBytes: 10, totalBytes: 20))
            progress(UploadProgress(file: "b.png", completedFiles: 2, totalFiles: 2, sentBytes: 20, totalBytes: 20))
            return Fixtures.detail
        }
        let sut = ProductRegistrationInteractor(
            presenter: presenter,
            registerProduct: RegisterProduct(
                accounts: StubAccountRepository.signedIn(as: Fixtures.maker), referenceData: referenceData(),
                makers: makers))
        // When
        await sut.submit(request: .init(draft: Self.draft))
        // Then
        #expect(presenter.events == ["a.png 1/2", "b.png 2/2", "registered #12"])
    }

    @Test func registration_customer_presentsNotAMaker() async {
        let presenter = ProductRegistrationPresentationLogicSpy()
        let sut = ProductRegistrationInteractor(
            presenter: presenter,
            registerProduct: RegisterProduct(
                accounts: StubAccountRepository.signedIn(as: Fixtures.customer), referenceData: referenceData(),
                makers: StubMakerRepository()))
        await sut.submit(request: .init(draft: Self.draft))
        #expect(presenter.errors == [.notAMaker])
        #expect(ErrorViewModel(.notAMaker, language: .english).message.contains("apply to SnapFit's operators"))
    }

    @Test func registrationPresenter_progressLabelHasFilesAndBytes() {
        let label = ProductRegistrationPresenter.progress(
            UploadProgress(
                file: "a.png", completedFiles: 1, totalFiles: 3, sentBytes: 1536, totalBytes: 3 * 1024 * 1024)
        ).label
        #expect(label == "1/3 · 1.5 KB / 3.0 MB")
    }
}
