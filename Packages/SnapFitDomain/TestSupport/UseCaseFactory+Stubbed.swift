import SnapFitDomain

extension UseCaseFactory {
    /// Every use case over the given doubles; a repository not given fails the test when it is called (the settings
    /// start empty: prices in won, the list layout).
    public static func stubbed(
        accounts: StubAccountRepository = StubAccountRepository(),
        referenceData: StubReferenceDataRepository = StubReferenceDataRepository(),
        products: StubProductRepository = StubProductRepository(), likes: StubLikeRepository = StubLikeRepository(),
        reservations: StubReservationRepository = StubReservationRepository(),
        makers: StubMakerRepository = StubMakerRepository(), photos: StubPhotoRepository = StubPhotoRepository(),
        preferences: SpyPreferencesStore = SpyPreferencesStore(),
        exchangeRates: StubExchangeRateRepository = StubExchangeRateRepository(),
        bookmarks: SpyListBookmarkStore = SpyListBookmarkStore()
    ) -> UseCaseFactory {
        UseCaseFactory(
            accounts: accounts, referenceData: referenceData, products: products, likes: likes,
            reservations: reservations, makers: makers, photos: photos, preferences: preferences,
            exchangeRates: exchangeRates,
            bookmarks: bookmarks)
    }
}
