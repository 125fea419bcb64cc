import PhotosDomain
import SnapFitDomain
import SnapFitPresentation

/// What the photo viewer can be asked. While it is open it is a flow: each answer (`next`, `prev`, a photo's number,
/// `q`) moves it or closes it, and `cancel()` closes it too.
public protocol PhotoViewerBusinessLogic: FlowBusinessLogic {
    nonisolated(nonsending) func open(request: PhotoViewerScene.Open.Request) async
}

/// Loads the product once and keeps which photo is shown; reads each photo's bytes as it is shown, for its size and
/// for a screen that shows the picture itself.
public final class PhotoViewerInteractor: PhotoViewerBusinessLogic {
    private let presenter: any PhotoViewerPresentationLogic
    private let fetchProductPhotos: FetchProductPhotos
    private let fetchPhoto: FetchPhoto
    private var product: ProductDetail?
    private var index = 0
    private var isOpen = false

    public init(
        presenter: any PhotoViewerPresentationLogic, fetchProductPhotos: FetchProductPhotos, fetchPhoto: FetchPhoto
    ) {
        self.presenter = presenter
        self.fetchProductPhotos = fetchProductPhotos
        self.fetchPhoto = fetchPhoto
    }

    public nonisolated(nonsending) func open(request: PhotoViewerScene.Open.Request) async {
        (product, isOpen) = (nil, false)
        let product: ProductDetail
        do {
            product = try await fetchProductPhotos(id: request.productID)
        } catch {
            return presenter.presentError(error)
        }
        let count = product.imageURLs.count
        guard count > 0 else { return presenter.presentRefusal(.noPhotos, count: 0) }
        let number = request.photo ?? 1
        guard (1...count).contains(number) else { return presenter.presentRefusal(.noSuchPhoto, count: count) }
        (self.product, index, isOpen) = (product, number - 1, request.staysOpen)
        await show()
    }

    /// `next`/`n`, `prev`/`p`, a photo's number, or `q` to close; anything else is asked again with why.
    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        guard isOpen, case .text(let text) = request else { return }
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "q", "quit": return cancel()
        case "next", "n", "": await move(to: index + 1, past: .lastPhoto)
        case "prev", "p": await move(to: index - 1, past: .firstPhoto)
        default:
            guard let number = Int(word) else { return presenter.presentQuestion(refusal: .unknownWord) }
            await move(to: max(number, 0) - 1, past: .noSuchPhoto)
        }
    }

    public func cancel() {
        guard isOpen, let product else { return }
        isOpen = false
        presenter.presentClosed(product: product, index: index)
    }

    private nonisolated(nonsending) func move(to target: Int, past refusal: PhotoViewerRefusal) async {
        guard let product, product.imageURLs.indices.contains(target) else {
            return presenter.presentQuestion(refusal: refusal)
        }
        index = target
        await show()
    }

    /// Shows the photo at `index`; one whose bytes cannot be read is shown by its address alone, and nothing is shown
    /// once the viewer's task is cancelled.
    private nonisolated(nonsending) func show() async {
        guard let product else { return }
        let photo: Result<Photo, DomainError>
        do {
            photo = .success(try await fetchPhoto(url: product.imageURLs[index]))
        } catch {
            guard error != .cancelled, !Task.isCancelled else { return }
            photo = .failure(error)
        }
        presenter.presentPhoto(response: .init(product: product, index: index, isOpen: isOpen, photo: photo))
        if isOpen { presenter.presentQuestion(refusal: nil) }
    }
}
