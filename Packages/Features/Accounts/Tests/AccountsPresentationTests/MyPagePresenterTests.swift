import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

final class MyPageDisplayLogicSpy: MyPageDisplayLogic {
    private(set) var pages: [MyPageScene.Load.ViewModel] = []
    private(set) var loggedOut: [MyPageScene.Logout.ViewModel] = []
    private(set) var withdrawn: [MyPageScene.Withdraw.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayMyPage(viewModel: MyPageScene.Load.ViewModel) { pages.append(viewModel) }
    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) { loggedOut.append(viewModel) }
    func displayQuestion(viewModel: MyPageScene.Withdraw.Question) {}
    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) { withdrawn.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct MyPagePresenterTests {
    private let display = MyPageDisplayLogicSpy()

    private func makeSUT(_ language: Language) -> MyPagePresenter {
        let sut = MyPagePresenter(language: language)
        sut.display = display
        return sut
    }

    @Test func presentMyPage_customerInKorean_showsCountsAndNoMakerTools() throws {
        makeSUT(.korean).presentMyPage(
            response: .init(page: MyPage(user: Fixtures.customer, likeCount: 2, reservationCount: 5)))
        let page = try #require(display.pages.first)
        #expect(page.profile.nickname == "스냅러버" && page.profile.role == "customer" && page.profile.roleLabel == "고객")
        #expect(page.likesLabel == "찜한 내역 2" && page.reservationsLabel == "예약 내역 5")
        #expect(page.makerTools.isEmpty)
    }

    @Test func presentMyPage_makerInEnglish_offersTheMakerTools() throws {
        makeSUT(.english).presentMyPage(
            response: .init(page: MyPage(user: Fixtures.maker, likeCount: 0, reservationCount: 0)))
        let page = try #require(display.pages.first)
        #expect(page.profile.vibesLabel == "시크 (chic)" && page.profile.roleLabel == "Photographer")
        #expect(page.makerTools.map(\.action) == [.makerProducts, .makerReservations, .registerProduct])
    }

    @Test func presentLoggedOut_andWithdrawn_sayWhatHappened() {
        let sut = makeSUT(.english)
        sut.presentLoggedOut(response: .init(wasSignedIn: true))
        sut.presentLoggedOut(response: .init(wasSignedIn: false))
        sut.presentWithdrawn(withdrawn: true)
        #expect(display.loggedOut.map(\.message) == ["You are signed out.", "You were not signed in."])
        #expect(display.withdrawn.first?.message.contains("withdrawn") == true)
    }

    @Test func presentError_signedOut_asksToLogIn() {
        makeSUT(.korean).presentError(.signedOut)
        #expect(display.errors == [.init(kind: .signedOut, message: "먼저 로그인해 주세요.")])
    }
}
