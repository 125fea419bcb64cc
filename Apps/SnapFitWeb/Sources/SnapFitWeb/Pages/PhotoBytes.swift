import Foundation
import SnapFitHTTPServer

/// `/photos/<token>`: the bytes of a photo this session's pages showed, fetched through the photo use case (at most
/// 10 MB, a known picture format); anything else is a 404.
enum PhotoBytes {
    static nonisolated(nonsending) func respond(_ session: WebSession, token: String) async -> HTTPResponse {
        guard let url = session.photos.url(for: token) else { return WebResponse.text("404\n", status: 404) }
        do {
            let photo = try await session.services.useCases.makeFetchPhoto()(url: url)
            guard let format = photo.format else { return WebResponse.text("502\n", status: 502) }
            return WebResponse.photo(photo.data, contentType: "image/" + format.rawValue)
        } catch {
            return WebResponse.text("502\n", status: 502)
        }
    }
}
