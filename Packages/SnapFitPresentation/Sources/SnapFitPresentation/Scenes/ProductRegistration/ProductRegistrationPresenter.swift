import SnapFitDomain

/// Turns the registration's steps into view models.
@MainActor
public protocol ProductRegistrationPresentationLogic: AnyObject, Sendable {
    func presentFieldsAccepted()
    func presentProgress(response: UploadProgress)
    func presentRegistered(response: ProductDetail)
    func presentError(_ error: DomainError)
}

@MainActor
public final class ProductRegistrationPresenter: ProductRegistrationPresentationLogic {
    public weak var display: (any ProductRegistrationDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentFieldsAccepted() {
        display?.displayFieldsAccepted()
    }

    public func presentProgress(response: UploadProgress) {
        display?.displayProgress(viewModel: Self.progress(response))
    }

    public func presentRegistered(response: ProductDetail) {
        display?.displayRegistered(
            viewModel: .init(
                message: language.pick("상품을 등록했습니다: #\(response.id)", "Your product is registered: #\(response.id)."),
                product: ProductDetailPresenter.viewModel(
                    for: .init(page: ProductPage(product: response, makerProducts: []), position: nil),
                    language: language)))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    nonisolated static func progress(_ progress: UploadProgress) -> ProductRegistrationScene.ProgressViewModel {
        .init(
            file: progress.file,
            label:
                "\(progress.completedFiles)/\(progress.totalFiles) · \(bytes(progress.sentBytes)) / \(bytes(progress.totalBytes))",
            completedFiles: progress.completedFiles, totalFiles: progress.totalFiles)
    }

    /// `532 B`, `12.4 KB`, `3.1 MB`.
    nonisolated static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        let kilobytes = Double(count) / 1024
        if kilobytes < 1024 { return "\((kilobytes * 10).rounded() / 10) KB" }
        return "\((kilobytes / 1024 * 10).rounded() / 10) MB"
    }
}
