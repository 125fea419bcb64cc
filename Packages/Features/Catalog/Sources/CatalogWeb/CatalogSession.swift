import CatalogPresentation
import SnapFitAppCore
import SnapFitWeb

/// What the catalog keeps in a browser's session: the product list it browses, the markup of the list shown last,
/// and that list's address, which a product's "back to the list" link returns to. A new user starts afresh.
final class CatalogSession: FeatureState {
    let list = ProductListSession()
    let listMarkup = MarkupMemo<ProductListMarkup>()
    var listPath = "/products"

    init() {}

    /// Nothing runs for the last user: what this session kept is dropped with it.
    func end() {}
}
