import SnapFitDomain
import SnapFitPresentation

/// The web app's own words: its navigation, buttons and page titles. What a scene says comes from the scene.
package enum WebWords {
    package static func appName(_ language: Language) -> String { language.pick("스냅핏", "SnapFit") }
    package static func home(_ language: Language) -> String { language.pick("홈", "Home") }
    package static func products(_ language: Language) -> String { language.pick("상품", "Products") }
    package static func likes(_ language: Language) -> String { language.pick("찜", "Likes") }
    package static func myPage(_ language: Language) -> String { language.pick("마이페이지", "My page") }
    package static func reservations(_ language: Language) -> String { language.pick("예약", "Reservations") }
    package static func theProduct(_ language: Language) -> String { language.pick("상품 보기", "See the product") }
    package static func theReservation(_ language: Language) -> String { language.pick("예약 보기", "See the reservation") }
    package static func reserve(_ language: Language) -> String { language.pick("예약하기", "Reserve") }
    package static func book(_ language: Language) -> String { language.pick("예약 확정", "Book") }
    package static func seeTotal(_ language: Language) -> String { language.pick("총액 보기", "See the total") }
    package static func changeAnswers(_ language: Language) -> String { language.pick("고치기", "Change") }
    package static func answerNeeded(_ language: Language) -> String {
        language.pick("입력해 주세요.", "Please fill this in.")
    }
    package static func cancelReservation(_ language: Language) -> String {
        language.pick("예약 취소", "Cancel the reservation")
    }
    package static func signUp(_ language: Language) -> String { language.pick("회원가입", "Sign up") }
    package static func noAccountYet(_ language: Language) -> String {
        language.pick("아직 계정이 없나요?", "No account yet?")
    }
    package static func editProfile(_ language: Language) -> String { language.pick("프로필 수정", "Edit profile") }
    package static func withdraw(_ language: Language) -> String { language.pick("회원 탈퇴", "Withdraw") }
    package static func keepAccount(_ language: Language) -> String { language.pick("탈퇴하지 않기", "Keep my account") }
    package static func makerProducts(_ language: Language) -> String { language.pick("내 상품", "My products") }
    package static func makerReservations(_ language: Language) -> String {
        language.pick("내 상품의 예약 (실시간)", "Bookings on my products (live)")
    }
    package static func registerProduct(_ language: Language) -> String { language.pick("상품 등록", "Register a product") }
    package static func register(_ language: Language) -> String { language.pick("등록하기", "Register") }
    package static func review(_ language: Language) -> String { language.pick("확인하기", "Review") }
    package static func login(_ language: Language) -> String { language.pick("로그인", "Log in") }
    package static func logout(_ language: Language) -> String { language.pick("로그아웃", "Log out") }
    package static func settings(_ language: Language) -> String { language.pick("설정", "Settings") }
    package static func mainMenu(_ language: Language) -> String { language.pick("주 메뉴", "Main menu") }
    package static func skipToContent(_ language: Language) -> String { language.pick("본문으로 건너뛰기", "Skip to content") }
    package static func like(_ language: Language) -> String { language.pick("찜하기", "Like") }
    package static func photos(_ language: Language) -> String { language.pick("사진", "Photos") }
    package static func photo(_ number: Int, of title: String, _ language: Language) -> String {
        language.pick("\(title) 사진 \(number)", "\(title), photo \(number)")
    }
    package static func close(_ language: Language) -> String { language.pick("닫기", "Close") }
    package static func provider(_ language: Language) -> String { language.pick("소셜 계정", "Social account") }
    package static func socialToken(_ language: Language) -> String { language.pick("소셜 로그인 토큰", "Social login token") }
    /// Under the login's token: the stand-in social login's token is the account's id.
    package static func socialTokenHint(_ language: Language) -> String {
        language.pick(
            "개발용 서버에서는 토큰이 계정 이름입니다: dev-customer(고객)와 dev-maker(작가)가 있고, 다른 이름은 새로 가입합니다.",
            "On a development server the token names the account: dev-customer (a customer) and dev-maker (a maker) "
                + "exist; any other name is a new account to sign up.")
    }
    /// Under the sign-up's token: a name no account has yet.
    package static func signUpTokenHint(_ language: Language) -> String {
        language.pick(
            "개발용 서버에서는 토큰이 새 계정 이름이 됩니다: new-friend처럼 아직 없는 이름을 쓰세요 (dev-customer와 dev-maker는 이미 있습니다).",
            "On a development server the token becomes your account's name: use one nobody has yet, such as "
                + "new-friend (dev-customer and dev-maker exist already).")
    }
    package static func save(_ language: Language) -> String { language.pick("저장", "Save") }
    package static func lastViewed(_ language: Language) -> String { language.pick("마지막으로 본 상품", "Last viewed") }
    /// What the DEV badge says to a screen reader: what DEV means to whoever meets it.
    package static func devBadge(_ language: Language) -> String {
        language.pick("개발용 데이터", "development data")
    }
    package static func notFoundTitle(_ language: Language) -> String {
        language.pick("페이지를 찾을 수 없습니다", "Page not found")
    }
    package static func notFoundText(_ language: Language) -> String {
        language.pick(
            "주소가 바뀌었거나 없는 페이지입니다. 홈이나 상품 목록에서 다시 찾아 주세요.",
            "The address changed or never existed. Look for it again from the home page or the products.")
    }
    package static func errorTitle(_ language: Language) -> String {
        language.pick("요청을 처리하지 못했습니다", "That did not work")
    }
    package static func formExpiredTitle(_ language: Language) -> String {
        language.pick("양식이 만료되었습니다", "The form expired")
    }
    package static func formExpiredText(_ language: Language) -> String {
        language.pick(
            "보안을 위해 이 양식은 받지 않았습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.",
            "For your safety this form was not accepted. Reload the page and send it again.")
    }
    package static func goHome(_ language: Language) -> String { language.pick("홈으로", "Go to the home page") }
    package static func tryAgain(_ language: Language) -> String { language.pick("다시 시도", "Try again") }
}
