import PhotosDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the viewer's photo, question and closing into view models.
public protocol PhotoViewerPresentationLogic: AnyObject {
    func presentPhoto(response: PhotoViewerScene.Response)
    /// Where to go next; `refusal` says why the last answer could not be followed.
    func presentQuestion(refusal: PhotoViewerRefusal?)
    /// Opening failed: the product has no photos, or not the one asked for (`count` photos).
    func presentRefusal(_ refusal: PhotoViewerRefusal, count: Int)
    func presentClosed(product: ProductDetail, index: Int)
    func presentError(_ error: DomainError)
}

public final class PhotoViewerPresenter: PhotoViewerPresentationLogic {
    public weak var display: (any PhotoViewerDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentPhoto(response: PhotoViewerScene.Response) {
        let product = response.product
        let count = product.imageURLs.count
        let photo = try? response.photo.get()
        let sizeLabel: String
        switch response.photo {
        case .success(let photo):
            sizeLabel = ByteCount.label(photo.data.count) + (photo.format.map { " · \($0.rawValue)" } ?? "")
        case .failure(.invalidResponse):
            sizeLabel = language.pick(
                "크기 알 수 없음 (사진이 아니거나 너무 큽니다)", "size unknown (not a picture, or too large to show)")
        case .failure:
            sizeLabel = language.pick("크기 알 수 없음 (사진을 받지 못했습니다)", "size unknown (the photo could not be fetched)")
        }
        display?.displayPhoto(
            viewModel: .init(
                productID: product.id, title: product.title, number: response.index + 1, count: count,
                indexLabel: "\(response.index + 1) / \(count)", url: product.imageURLs[response.index].absoluteString,
                sizeLabel: sizeLabel, byteCount: photo?.data.count, format: photo?.format?.rawValue, image: photo?.data,
                isOpen: response.isOpen))
    }

    public func presentQuestion(refusal: PhotoViewerRefusal?) {
        display?.displayQuestion(
            viewModel: .init(
                step: .browse,
                prompt: language.pick("next, prev, 사진 번호, 또는 q(닫기): ", "next, prev, a photo's number, or q to close: "),
                kind: .text, refusal: refusal.map { Self.error($0, count: nil, language: language) },
                isOptional: true))
    }

    public func presentRefusal(_ refusal: PhotoViewerRefusal, count: Int) {
        display?.displayError(viewModel: Self.error(refusal, count: count, language: language))
    }

    public func presentClosed(product: ProductDetail, index: Int) {
        display?.displayClosed(
            viewModel: .init(
                productID: product.id, number: index + 1,
                message: language.pick(
                    "사진 보기를 닫았습니다 (\(index + 1) / \(product.imageURLs.count)).",
                    "Photos closed at \(index + 1) / \(product.imageURLs.count).")))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func error(_ refusal: PhotoViewerRefusal, count: Int?, language: Language) -> ErrorViewModel {
        switch refusal {
        case .noPhotos:
            ErrorViewModel(kind: .noSuchRow, message: language.pick("이 상품에는 사진이 없습니다.", "This product has no photos."))
        case .noSuchPhoto:
            ErrorViewModel(
                kind: .noSuchRow,
                message: count.map {
                    language.pick("사진은 1번부터 \($0)번까지 있습니다.", "The photos are numbered 1 to \($0).")
                } ?? language.pick("그 번호의 사진은 없습니다.", "There is no photo with that number."))
        case .firstPhoto:
            ErrorViewModel(kind: .startOfList, message: language.pick("첫 번째 사진입니다.", "This is the first photo."))
        case .lastPhoto:
            ErrorViewModel(kind: .endOfList, message: language.pick("마지막 사진입니다.", "This is the last photo."))
        case .unknownWord:
            ErrorViewModel(
                kind: .usage,
                message: language.pick(
                    "next, prev, 사진 번호, q 중 하나를 입력하세요.", "Type next, prev, a photo's number or q."))
        }
    }
}
