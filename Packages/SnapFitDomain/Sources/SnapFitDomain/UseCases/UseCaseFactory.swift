/// Every use case over one set of repositories: what an app composes its scenes from, whatever its phase. Make one
/// per run: its `SetLike` is shared, so like toggles on a product collapse wherever they come from, its rate book
/// reads the exchange rates once, and the bookings' totals it has read are read once. A feature package makes its
/// own use cases over the ports it reads here (decision 0024).
public struct UseCaseFactory: Sendable {
    public let accounts: any AccountRepository
    public let referenceData: any ReferenceDataRepository
    public let products: any ProductRepository
    public let likes: any LikeRepository
    public let reservations: any ReservationRepository
    public let makers: any MakerRepository
    public let photos: any PhotoRepository
    public let preferences: any PreferencesStore
    private let rateBook: ExchangeRateBook
    private let bookmarks: any ListBookmarkStore
    private let setLike: SetLike
    private let knownTotals = FetchReservationTotals.KnownTotals()

    public init(
        accounts: any AccountRepository, referenceData: any ReferenceDataRepository, products: any ProductRepository,
        likes: any LikeRepository, reservations: any ReservationRepository, makers: any MakerRepository,
        photos: any PhotoRepository, preferences: any PreferencesStore, exchangeRates: any ExchangeRateRepository,
        bookmarks: any ListBookmarkStore
    ) {
        self.accounts = accounts
        self.referenceData = referenceData
        self.products = products
        self.likes = likes
        self.reservations = reservations
        self.makers = makers
        self.photos = photos
        self.preferences = preferences
        rateBook = ExchangeRateBook(source: exchangeRates)
        self.bookmarks = bookmarks
        setLike = SetLike(likes: likes)
    }

    // MARK: Accounts

    /// The stored session, resumed with its profile. The session is the kernel's; signing in and out, signing up,
    /// My page and the profile are the Accounts feature's use cases (`AccountsUseCases`).
    public func makeRestoreSession() -> RestoreSession { RestoreSession(accounts: accounts) }

    // MARK: Browsing

    public func makeFetchVibes() -> FetchVibes { FetchVibes(repository: referenceData) }
    public func makeFetchLocations() -> FetchLocations { FetchLocations(repository: referenceData) }
    public func makeFetchPhoto() -> FetchPhoto { FetchPhoto(photos: photos) }
    /// Where the place in the last list is kept between runs.
    public func makeListBookmarks() -> any ListBookmarkStore { bookmarks }
    /// The one `SetLike` of this factory.
    public func makeSetLike() -> SetLike { setLike }

    // MARK: Settings

    public func makeFetchPreferences() -> FetchPreferences { FetchPreferences(preferences: preferences) }
    /// Over this factory's one rate book: the run reads the rates once.
    public func makeFetchPricing() -> FetchPricing { FetchPricing(preferences: preferences, rates: rateBook) }

    // MARK: Reservations

    public func makeFetchReservationTotals() -> FetchReservationTotals {
        FetchReservationTotals(reservations: reservations, known: knownTotals)
    }

    // MARK: Makers

    public func makeFetchMakerReservations() -> FetchMakerReservations {
        FetchMakerReservations(makers: makers, reservations: reservations, products: products)
    }
}
