/// Registers a product for the signed-in maker: everything is checked before any upload, and a customer is told
/// how to become a maker instead of being refused by the server.
public struct RegisterProduct: Sendable {
    private let accounts: any AccountRepository
    private let referenceData: any ReferenceDataRepository
    private let makers: any MakerRepository

    public init(
        accounts: any AccountRepository, referenceData: any ReferenceDataRepository, makers: any MakerRepository
    ) {
        self.accounts = accounts
        self.referenceData = referenceData
        self.makers = makers
    }

    /// `draft` checked, or the first field that is wrong.
    public func check(_ draft: ProductDraft) async throws(DomainError) -> ProductSubmission {
        try ProductRules.submission(
            draft, knownVibes: try await referenceData.vibes(), knownLocations: try await referenceData.locations())
    }

    public func callAsFunction(
        _ draft: ProductDraft, progress: @escaping @Sendable (UploadProgress) -> Void = { _ in }
    ) async throws(DomainError) -> ProductDetail {
        guard try await accounts.profile().role == .maker else { throw .notAMaker }
        return try await makers.register(try await check(draft), progress: progress)
    }
}
