import SnapFitDomain

/// The use case the photo viewer needs; the app's composition root provides it.
public protocol PhotoViewerDependencies {
    func makeFetchProductPhotos() -> FetchProductPhotos
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum PhotoViewerConfigurator {
    @MainActor
    public static func configure(
        display: any PhotoViewerDisplayLogic, dependencies: some PhotoViewerDependencies, language: Language
    ) -> any PhotoViewerBusinessLogic {
        let presenter = PhotoViewerPresenter(language: language)
        presenter.display = display
        return PhotoViewerInteractor(presenter: presenter, fetchProductPhotos: dependencies.makeFetchProductPhotos())
    }
}
