import SnapFitDomain

/// Who is signed in, for screens that leave out what users cannot do to their own products (like or book them).
public struct FetchViewer: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    /// The signed-in user's id; `nil` when it cannot be had now, which only leaves those actions offered.
    public func callAsFunction() async -> Int? {
        try? await accounts.signedInUserID()
    }
}
