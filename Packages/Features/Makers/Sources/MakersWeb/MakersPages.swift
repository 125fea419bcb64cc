import MakersData
import MakersDomain
import SnapFitAppCore
import SnapFitWeb

/// The feature's pages, as the web app lists them (decision 0024).
package enum MakersPages {
    /// Over the server, in both phases: a product is registered through the session's provider.
    package static let feature = pages { RemoteProductRegistrationRepository(provider: $0.provider) }

    /// Over the registration repository `registration` gives for the session's services (a test's double).
    package static func pages(
        registration: @escaping @Sendable (any AppServices) -> any ProductRegistrationRepository
    ) -> WebFeature {
        let useCases: @Sendable (any AppServices) -> MakersUseCases = {
            MakersUseCases($0.useCases, registration: registration($0))
        }
        return WebFeature(
            pages: [
                WebPage("/maker/products") {
                    await MakerProductsPage.respond($0, useCases: useCases($0.session.services))
                },
                WebPage("/maker/register", methods: ["GET", "POST"], upload: RegisterPage.upload) {
                    await RegisterPage.respond($0, useCases: useCases($0.session.services))
                },
                WebPage("/maker/register/confirm", methods: ["POST"]) { await RegisterPage.confirm($0) },
                WebPage("/maker/register/review") { RegisterPage.review($0) },
                WebPage("/maker/register/pictures/#") { RegisterPage.picture($0, number: $0.ids[0]) },
            ],
            myPageLinks: [])
    }
}
