import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns my page's outcomes into view models.
public protocol MyPagePresentationLogic: AnyObject {
    func presentMyPage(response: MyPageScene.Load.Response)
    func presentLoggedOut(response: MyPageScene.Logout.Response)
    func presentWithdrawalQuestion()
    func presentWithdrawn(withdrawn: Bool)
    func presentError(_ error: DomainError)
}

public final class MyPagePresenter: MyPagePresentationLogic {
    public weak var display: (any MyPageDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentMyPage(response: MyPageScene.Load.Response) {
        display?.displayMyPage(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentLoggedOut(response: MyPageScene.Logout.Response) {
        let message =
            response.wasSignedIn
            ? language.pick("로그아웃되었습니다.", "You are signed out.")
            : language.pick("로그인되어 있지 않았습니다.", "You were not signed in.")
        display?.displayLoggedOut(viewModel: .init(wasSignedIn: response.wasSignedIn, message: message))
    }

    public func presentWithdrawalQuestion() {
        display?.displayQuestion(
            viewModel: .init(
                step: .confirm,
                prompt: language.pick(
                    "정말 탈퇴하시겠습니까? 스냅핏과의 추억이 모두 사라집니다!", "Really withdraw? Your SnapFit memories will all be gone!"),
                kind: .yesNo,
                note: language.pick(
                    "탈퇴는 되돌릴 수 없고, 같은 소셜 계정으로 다시 가입할 수 없습니다.",
                    "Withdrawal cannot be undone, and the same social account cannot sign up again."),
                refusal: nil))
    }

    public func presentWithdrawn(withdrawn: Bool) {
        let message =
            withdrawn
            ? language.pick(
                "탈퇴가 완료되었습니다. 그동안 스냅핏을 이용해 주셔서 감사합니다.", "Your account was withdrawn. Thank you for using SnapFit.")
            : language.pick("탈퇴하지 않았습니다.", "Your account is kept.")
        display?.displayWithdrawn(viewModel: .init(withdrawn: withdrawn, message: message))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: MyPageScene.Load.Response, language: Language
    ) -> MyPageScene.Load.ViewModel {
        let page = response.page
        return .init(
            profile: ProfileViewModel(user: page.user, language: language),
            likeCount: page.likeCount,
            reservationCount: page.reservationCount,
            likesLabel: language.pick("찜한 내역 \(page.likeCount)", "Likes: \(page.likeCount)"),
            reservationsLabel: language.pick(
                "예약 내역 \(page.reservationCount)", "Reservations: \(page.reservationCount)"),
            makerTools: page.user.role == .maker ? makerTools(language: language) : [])
    }

    private static func makerTools(language: Language) -> [MyPageScene.MakerTool] {
        [
            .init(action: .makerProducts, title: language.pick("내 상품 관리", "My products")),
            .init(action: .makerReservations, title: language.pick("예약 관리", "Reservations on my products")),
            .init(action: .registerProduct, title: language.pick("상품 등록", "Register a product")),
        ]
    }
}
