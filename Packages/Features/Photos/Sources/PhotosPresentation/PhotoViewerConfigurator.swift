import PhotosDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the photo viewer needs; the app's composition root provides them.
public protocol PhotoViewerDependencies {
    func makeFetchProductPhotos() -> FetchProductPhotos
    func makeFetchPhoto() -> FetchPhoto
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum PhotoViewerConfigurator {
    public static func configure(
        display: any PhotoViewerDisplayLogic, dependencies: some PhotoViewerDependencies, language: Language
    ) -> any PhotoViewerBusinessLogic {
        let presenter = PhotoViewerPresenter(language: language)
        presenter.display = display
        return PhotoViewerInteractor(
            presenter: presenter, fetchProductPhotos: dependencies.makeFetchProductPhotos(),
            fetchPhoto: dependencies.makeFetchPhoto())
    }
}
