import SnapFitDomain
import SnapFitPresentation

extension AppDI: LoginDependencies, SignUpDependencies, MyPageDependencies, ProfileEditDependencies {
    public func makeLogin() -> Login {
        Login(accounts: repositories.accounts, bookmarks: repositories.bookmarks)
    }

    public func makeSignUp() -> SignUp {
        SignUp(
            accounts: repositories.accounts, referenceData: repositories.referenceData,
            bookmarks: repositories.bookmarks)
    }

    public func makeFetchMyPage() -> FetchMyPage {
        FetchMyPage(accounts: repositories.accounts, likes: repositories.likes, reservations: repositories.reservations)
    }

    public func makeLogout() -> Logout {
        Logout(accounts: repositories.accounts, bookmarks: repositories.bookmarks)
    }

    public func makeWithdraw() -> Withdraw {
        Withdraw(accounts: repositories.accounts, bookmarks: repositories.bookmarks)
    }

    public func makeRestoreSession() -> RestoreSession {
        RestoreSession(accounts: repositories.accounts)
    }

    public func makeEditProfile() -> EditProfile {
        EditProfile(accounts: repositories.accounts, referenceData: repositories.referenceData)
    }

    @MainActor
    public func makeLoginScene(display: any LoginDisplayLogic) -> any LoginBusinessLogic {
        LoginConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeSignUpScene(display: any SignUpDisplayLogic) -> any SignUpBusinessLogic {
        SignUpConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeMyPageScene(display: any MyPageDisplayLogic) -> any MyPageBusinessLogic {
        MyPageConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeProfileEditScene(display: any ProfileEditDisplayLogic) -> any ProfileEditBusinessLogic {
        ProfileEditConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }
}
