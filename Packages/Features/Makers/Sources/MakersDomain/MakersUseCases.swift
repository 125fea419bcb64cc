import SnapFitDomain

/// The maker's use cases over the kernel's ports and the feature's own registration port; the settings and prices
/// are the kernel factory's, read once per run.
public struct MakersUseCases: Sendable {
    private let kernel: UseCaseFactory
    private let registration: any ProductRegistrationRepository

    public init(_ kernel: UseCaseFactory, registration: any ProductRegistrationRepository) {
        self.kernel = kernel
        self.registration = registration
    }

    public func makeRegisterProduct() -> RegisterProduct {
        RegisterProduct(accounts: kernel.accounts, referenceData: kernel.referenceData, registration: registration)
    }
    public func makeFetchMyProducts() -> FetchMyProducts {
        FetchMyProducts(accounts: kernel.accounts, products: kernel.products)
    }
    /// The kernel's: the watch of the bookings reads them too.
    public func makeFetchMakerReservations() -> FetchMakerReservations { kernel.makeFetchMakerReservations() }
    public func makeFetchPreferences() -> FetchPreferences { kernel.makeFetchPreferences() }
    public func makeFetchPricing() -> FetchPricing { kernel.makeFetchPricing() }
}
