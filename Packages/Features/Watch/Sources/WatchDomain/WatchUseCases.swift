import SnapFitDomain

/// The watches' use cases over the kernel's ports.
public struct WatchUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    /// A new reader for one watch: it keeps the details it read.
    public func makeWatchedBookings() -> WatchedBookings {
        WatchedBookings(makers: kernel.makers, reservations: kernel.reservations, products: kernel.products)
    }
    public func makeFetchLikeStatus() -> FetchLikeStatus {
        FetchLikeStatus(products: kernel.products, likes: kernel.likes)
    }
    /// The kernel's, over its one rate book: the prices read as everywhere else.
    public func makeFetchPricing() -> FetchPricing { kernel.makeFetchPricing() }
}
