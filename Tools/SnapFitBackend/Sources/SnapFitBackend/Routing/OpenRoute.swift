/// A route the real server's security filter lets through without a SnapFit JWT.
enum OpenRoute: Sendable, Equatable, CaseIterable {
    case signUp, login, refresh
    case vibes, locations
    /// `GET` of the exchange rates, Open Exchange Rates' `latest.json` (outside the contract).
    case latestRates
    /// `GET /api-docs`: the OpenAPI document of every route, public as on the real server.
    case apiDocs
    /// `PUT` of a signed upload URL, naming the stored file in its path.
    case uploadImage
    /// `GET` of a stored file's public URL.
    case downloadImage
}
