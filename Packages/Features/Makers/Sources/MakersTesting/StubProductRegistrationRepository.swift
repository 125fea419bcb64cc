import MakersDomain
import SnapFitDomain
import SnapFitDomainTestSupport

/// A `ProductRegistrationRepository` whose every call fails the test unless the test sets it.
public struct StubProductRegistrationRepository: ProductRegistrationRepository {
    public init() {}

    public var onRegister:
        @Sendable (ProductSubmission, @Sendable (UploadProgress) -> Void) async throws(DomainError) -> ProductDetail = {
            (_, _) throws(DomainError) in throw unexpected("register")
        }

    public func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail {
        try await onRegister(product, progress)
    }
}
