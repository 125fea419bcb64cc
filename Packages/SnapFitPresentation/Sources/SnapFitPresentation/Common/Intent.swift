/// Something the user can do next, as a view model offers it. Each screen words it its own way: the terminal as a
/// command to type, a web page as a link or a button.
public enum Intent: String, Sendable, Equatable, Hashable, Encodable {
    /// See the next page of the list on screen.
    case loadMore = "load_more"
    /// Show a list of products (or of likes) to page through.
    case showProducts = "show_products"
    /// Register a new product (makers).
    case registerProduct = "register_product"
    /// See the customer's reservations.
    case showReservations = "show_reservations"
    /// See the maker's own products.
    case makerProducts = "maker_products"
    /// See the reservations on the maker's products.
    case makerReservations = "maker_reservations"
    /// See the catalog's vibes.
    case showVibes = "show_vibes"
    /// See the catalog's locations.
    case showLocations = "show_locations"
}
