/// What makers do: list products and see the bookings on them.
public protocol MakerRepository: Sendable {
    /// Uploads the pictures (reporting bytes sent and each finished file to `progress`) and creates the product.
    /// If any upload fails, nothing is created, and `.uploadFailed` or `.uploadRefused` names the file.
    func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail
    /// One page of the bookings on the maker's products, newest shoot first; `.notAMaker` for a customer.
    func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary]
}
