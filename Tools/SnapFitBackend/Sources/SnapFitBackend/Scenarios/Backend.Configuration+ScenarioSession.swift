import Foundation

extension Backend.Configuration {
    /// The tokens the terminal starts with in this configuration's scenario: its signed-in user's, issued so that the
    /// access token has just expired in `expired-session`; `nil` without a scenario or in one that starts signed out.
    public func scenarioTokens() -> (accessToken: String, refreshToken: String)? {
        guard let scenario, let socialId = scenario.signedIn,
            let user = catalog.users.first(where: { $0.socialId == socialId })
        else { return nil }
        let service = TokenService(secret: jwtSecret, accessTTL: accessTTL, refreshTTL: refreshTTL)
        let issuedAt: Date
        switch scenario {
        case .expiredSession: issuedAt = now().addingTimeInterval(-Double(accessTTL) - 60)
        case .firstVisit, .emptyCatalog, .busyMaker, .withdrawnMaker, .slowServer: issuedAt = now()
        }
        let tokens = service.tokens(for: user.id, issuedAt: issuedAt)
        return (tokens.access, tokens.refresh)
    }
}
