import Foundation
import SnapFitHTTPServer

/// `/photos/<token>`: the bytes of a photo this session's pages showed, fetched through the photo use case (at most
/// 8 MB, a known picture format); anything else is a 404.
@MainActor
enum PhotoBytes {
    static func respond(_ request: WebRequest, token: String) async -> HTTPResponse {
        guard let url = request.session.photos.url(for: token) else { return ErrorPage.notFound(request.context) }
        do {
            let photo = try await request.session.services.useCases.makeFetchPhoto()(url: url)
            guard let format = photo.format else { return ErrorPage.notFound(request.context) }
            return WebResponse.photo(photo.data, contentType: "image/" + format.rawValue)
        } catch {
            return WebResponse.text("The photo could not be fetched.\n", status: 502)
        }
    }
}
