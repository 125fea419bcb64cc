import SnapFitDomain

/// Registers a product for the signed-in maker: a customer is told how to become a maker before the form asks
/// anything, and everything is checked before any upload.
public struct RegisterProduct: Sendable {
    private let accounts: any AccountRepository
    private let referenceData: any ReferenceDataRepository
    private let registration: any ProductRegistrationRepository

    public init(
        accounts: any AccountRepository, referenceData: any ReferenceDataRepository,
        registration: any ProductRegistrationRepository
    ) {
        self.accounts = accounts
        self.referenceData = referenceData
        self.registration = registration
    }

    /// What the form needs before its first question: that the user is a maker, and the catalog to choose from.
    public func prepare() async throws(DomainError) -> ProductCatalog {
        guard try await accounts.profile().role == .maker else { throw .notAMaker }
        return try await catalog()
    }

    /// `draft` checked, or the first field that is wrong.
    public func check(_ draft: ProductDraft) async throws(DomainError) -> ProductSubmission {
        try ProductRules.submission(draft, catalog: try await catalog())
    }

    /// Checks `draft` again, then uploads its pictures (reporting each as it finishes) and creates the product.
    public func register(
        _ draft: ProductDraft, progress: @escaping @Sendable (UploadProgress) -> Void = { _ in }
    ) async throws(DomainError) -> ProductDetail {
        try await registration.register(try await check(draft), progress: progress)
    }

    private func catalog() async throws(DomainError) -> ProductCatalog {
        ProductCatalog(vibes: try await referenceData.vibes(), locations: try await referenceData.locations())
    }
}
