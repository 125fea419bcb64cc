import SnapFitPresentation

/// Where an intent a scene names leads in the web app, when it has a page for it.
enum IntentPath {
    static func path(for intent: Intent) -> String? {
        switch intent {
        case .loadMore, .showProducts, .showVibes: "/products"
        case .showReservations: "/reservations"
        case .registerProduct: "/maker/register"
        case .makerProducts: "/maker/products"
        case .makerReservations: "/maker/reservations"
        case .showLocations: nil
        }
    }
}
