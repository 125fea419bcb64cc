import SnapFitDomain

/// Where a maker's new product goes: its pictures uploaded, then the product created.
public protocol ProductRegistrationRepository: Sendable {
    /// Uploads the pictures (reporting bytes sent and each finished file to `progress`) and creates the product.
    /// If any upload fails, nothing is created, and `.uploadFailed` or `.uploadRefused` names the file.
    func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail
}
