import SnapFitHTTPServer
import SnapFitPresentation

/// The web app's one table from a destination a scene offers to the page that goes there, with its link's words.
package enum Destinations {
    package struct Link {
        package let path: String
        package let label: (Language) -> String
    }

    /// Where a view model leads, when the web app has its page: what a form redirects to.
    package static func redirect(to intent: Intent, or fallback: String) -> HTTPResponse {
        WebResponse.redirect(to: link(for: intent)?.path ?? fallback)
    }

    /// The page for `intent`; `nil` where the web app has none (the page asked again is its own retry).
    package static func link(for intent: Intent) -> Link? {
        switch intent {
        case .loadMore, .showProducts, .showVibes: Link(path: "/products", label: WebWords.products)
        case .showReservations: Link(path: "/reservations", label: WebWords.reservations)
        case .product(let id): Link(path: "/products/\(id)", label: WebWords.theProduct)
        case .reservation(let id): Link(path: "/reservations/\(id)", label: WebWords.theReservation)
        case .registerProduct: Link(path: "/maker/register", label: WebWords.registerProduct)
        case .makerProducts: Link(path: "/maker/products", label: WebWords.makerProducts)
        case .makerReservations: Link(path: "/maker/reservations", label: WebWords.makerReservations)
        case .logIn: Link(path: "/login", label: WebWords.login)
        case .signUp: Link(path: "/signup", label: WebWords.signUp)
        case .showLocations, .reachServer, .checkAddress: nil
        }
    }
}
