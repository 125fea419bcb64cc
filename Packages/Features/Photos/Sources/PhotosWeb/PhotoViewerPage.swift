import PhotosDomain
import PhotosPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/products/<id>/photos/<n>`: one photo full screen, with its place ("2 / 4") and size, the previous and next
/// photos, and a way back to the product on the same photo.
enum PhotoViewerPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest, useCases: PhotosUseCases) async -> HTTPResponse {
        guard request.ids.count == 2 else { return ErrorPage.notFound(request.context) }
        let (productID, number) = (request.ids[0], request.ids[1])
        let display = SceneRecording<PhotoViewerScene.Outcome>()
        await PhotoViewerConfigurator.configure(
            display: display, dependencies: useCases, language: request.context.language
        )
        .open(request: .init(productID: productID, photo: number, staysOpen: false))
        let context = request.context
        return await display.page { outcome in
            switch outcome {
            case .photo(let photo):
                WebResponse.page(Layout.page(title: photo.title, current: "/products", render(photo, request), context))
            case .failed(let error): ErrorPage.response(error, retry: nil, context)
            case .question, .closed: nil
            }
        }
    }

    private static func render(_ photo: PhotoViewerScene.ViewModel, _ request: WebRequest) -> HTML {
        let language = request.context.language
        let base = "/products/\(photo.productID)/photos/"
        let previous: HTML? =
            photo.number > 1
            ? "<li><a rel=\"prev\" href=\"\(base)\(photo.number - 1)\">\(language.pick("이전 사진", "Previous photo"))</a></li>"
            : nil
        let next: HTML? =
            photo.number < photo.count
            ? "<li><a rel=\"next\" href=\"\(base)\(photo.number + 1)\">\(language.pick("다음 사진", "Next photo"))</a></li>"
            : nil
        let picture: HTML =
            request.photoPath(photo.url).map {
                "<img src=\"\($0)\" alt=\"\(WebWords.photo(photo.number, of: photo.title, language))\">"
            } ?? ""
        return """
            <figure class="viewer">
            \(picture)
            <figcaption><h1>\(photo.title)</h1><p>\(photo.indexLabel) · \(photo.sizeLabel)</p></figcaption>
            </figure>
            <nav class="steps" aria-label="\(WebWords.photos(language))"><ul>
            \(previous)
            <li><a href="/products/\(photo.productID)#photo-\(photo.number)">\(WebWords.close(language))</a></li>
            \(next)
            </ul></nav>
            """
    }
}
