import SnapFitDomain

extension UseCaseFactory {
    /// Every use case over the given doubles; a repository not given fails the test when it is called.
    public static func stubbed(
        accounts: StubAccountRepository = StubAccountRepository(),
        referenceData: StubReferenceDataRepository = StubReferenceDataRepository(),
        products: StubProductRepository = StubProductRepository(), likes: StubLikeRepository = StubLikeRepository(),
        reservations: StubReservationRepository = StubReservationRepository(),
        makers: StubMakerRepository = StubMakerRepository(), bookmarks: SpyListBookmarkStore = SpyListBookmarkStore()
    ) -> UseCaseFactory {
        UseCaseFactory(
            accounts: accounts, referenceData: referenceData, products: products, likes: likes,
            reservations: reservations, makers: makers, bookmarks: bookmarks)
    }
}
