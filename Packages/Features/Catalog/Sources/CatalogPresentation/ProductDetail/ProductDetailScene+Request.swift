import SnapFitPresentation

extension ProductDetailScene.Load {
    /// What the catalog asks a product's page for: the product, and what the list it was opened from knows of it.
    public struct Request: Sendable {
        public let productID: Int
        /// The maker when already known (picked from a list): their products then load alongside.
        public let makerID: Int?
        /// Where the product sits in the list it was opened from.
        public let position: ListPosition?

        public init(productID: Int, makerID: Int? = nil, position: ListPosition? = nil) {
            self.productID = productID
            self.makerID = makerID
            self.position = position
        }
    }
}
