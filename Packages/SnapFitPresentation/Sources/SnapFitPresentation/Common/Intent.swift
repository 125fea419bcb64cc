import SnapFitDomain

/// Where the user can go next, as a view model offers it: a typed destination. Each UI keeps one exhaustive table
/// from destination to its own words: the terminal a command to type, the web a link to follow.
public enum Intent: Sendable, Equatable, Hashable, Encodable {
    /// See the next page of the list on screen.
    case loadMore
    /// Show a list of products (or of likes) to page through.
    case showProducts
    /// Register a new product (makers).
    case registerProduct
    /// See the customer's reservations.
    case showReservations
    /// See the maker's own products.
    case makerProducts
    /// See the reservations on the maker's products.
    case makerReservations
    /// See the catalog's vibes.
    case showVibes
    /// See the catalog's locations.
    case showLocations
    /// See this product.
    case product(Int)
    /// See this reservation.
    case reservation(Int)
    /// Log in (again).
    case logIn
    /// Sign up, with this social account when the scene knows it.
    case signUp(SocialProvider?)
    /// Nothing answered: check that the server runs where the app sends its requests.
    case reachServer
    /// Something answered, but not as SnapFit: check the address the app sends its requests to.
    case checkAddress

    /// The stable name scripts read (`nextAction` in `--json`).
    public var name: String {
        switch self {
        case .loadMore: "load_more"
        case .showProducts: "show_products"
        case .registerProduct: "register_product"
        case .showReservations: "show_reservations"
        case .makerProducts: "maker_products"
        case .makerReservations: "maker_reservations"
        case .showVibes: "show_vibes"
        case .showLocations: "show_locations"
        case .product: "product"
        case .reservation: "reservation"
        case .logIn: "log_in"
        case .signUp: "sign_up"
        case .reachServer: "reach_server"
        case .checkAddress: "check_address"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
