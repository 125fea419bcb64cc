import PhotosDomain
import SnapFitWeb

/// The feature's page, as the web app lists it (decision 0024).
package enum PhotosPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/products/#/photos/#") { request in
                await PhotoViewerPage.respond(request, useCases: PhotosUseCases(request.session.services.useCases))
            }
        ],
        myPageLinks: [])
}
