import SnapFitDomain

/// The account's use cases over the kernel's ports: signing in, signing up, My page, the profile, logging out and
/// withdrawing. Resuming the stored session, the catalog's vibes and the place in a list are the kernel factory's.
public struct AccountsUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    public func makeLogin() -> Login { Login(accounts: kernel.accounts, bookmarks: kernel.makeListBookmarks()) }
    public func makeSignUp() -> SignUp {
        SignUp(accounts: kernel.accounts, referenceData: kernel.referenceData, bookmarks: kernel.makeListBookmarks())
    }
    public func makeLogout() -> Logout { Logout(accounts: kernel.accounts, bookmarks: kernel.makeListBookmarks()) }
    public func makeWithdraw() -> Withdraw {
        Withdraw(accounts: kernel.accounts, bookmarks: kernel.makeListBookmarks())
    }
    public func makeEditProfile() -> EditProfile {
        EditProfile(accounts: kernel.accounts, referenceData: kernel.referenceData)
    }
    public func makeFetchMyPage() -> FetchMyPage {
        FetchMyPage(accounts: kernel.accounts, likes: kernel.likes, reservations: kernel.reservations)
    }
    public func makeRestoreSession() -> RestoreSession { kernel.makeRestoreSession() }
    public func makeFetchVibes() -> FetchVibes { kernel.makeFetchVibes() }
}
