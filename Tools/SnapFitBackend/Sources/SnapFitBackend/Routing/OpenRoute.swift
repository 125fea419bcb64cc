/// A route the real server's security filter lets through without a SnapFit JWT.
enum OpenRoute: Sendable, Equatable {
    case signUp, login, refresh
    case vibes, locations
    /// `GET` of the exchange rates, Open Exchange Rates' `latest.json` (outside the contract).
    case latestRates
    /// `PUT` of a signed upload URL, naming the stored file.
    case uploadImage(fileName: String)
    /// `GET` of a stored file's public URL.
    case downloadImage(fileName: String)
}
