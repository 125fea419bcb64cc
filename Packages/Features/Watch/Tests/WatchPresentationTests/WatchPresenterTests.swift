import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing
import WatchDomain

@testable import WatchPresentation

struct WatchPresenterTests {
    private let poll = WatchScene.Poll(isFirst: false, resumed: true, nextPoll: .milliseconds(3600))

    @Test func bookings_markWhatChanged_andSayItInOneLine() {
        let before = [Fixtures.reservation(id: 1), Fixtures.reservation(id: 2), Fixtures.reservation(id: 4)]
        let after = [
            Fixtures.reservation(id: 3), Fixtures.reservation(id: 2, status: .cancelled(reason: "일정")),
            Fixtures.reservation(id: 1),
        ]
        let viewModel = WatchPresenter.viewModel(
            for: .init(reservations: after, changes: BookingChanges(from: before, to: after), poll: poll),
            language: .english)
        #expect(viewModel.title == "Bookings on my products, live (3)")
        #expect(viewModel.reservations.map(\.change) == [.new, .cancelled, nil])
        #expect(viewModel.changes.map(\.reservation.id) == [3, 2])
        #expect(viewModel.changeSummary == "1 new, 1 cancelled, 1 no longer listed")
        #expect(viewModel.resumed == "Reconnected: the watch goes on.")
        #expect(viewModel.liveNote == "New and cancelled bookings show here as they happen.")
    }

    @Test func noBookings_sayso_inKorean() {
        let viewModel = WatchPresenter.viewModel(
            for: .init(
                reservations: [], changes: BookingChanges(from: nil, to: []),
                poll: .init(isFirst: true, resumed: false, nextPoll: .seconds(2))),
            language: .korean)
        #expect(viewModel.empty == "아직 받은 예약이 없습니다.")
        #expect(viewModel.changeSummary == nil && viewModel.resumed == nil && viewModel.pricesNotice == nil)
        #expect(viewModel.liveNote == "새 예약과 취소된 예약은 생기는 대로 여기에 보입니다.")
        #expect(!viewModel.liveNote.contains("초"))
    }

    @Test func likes_markTheLikeAndTheCountThatChanged() {
        let before = LikeStatus(productID: 12, title: "노을 스냅", isLiked: false, likeCount: 2)
        let after = LikeStatus(productID: 12, title: "노을 스냅", isLiked: true, likeCount: 3)
        let viewModel = WatchPresenter.viewModel(
            for: .init(status: after, previous: before, poll: poll), language: .english)
        #expect(viewModel.title == "Likes of “노을 스냅”, live")
        #expect(viewModel.likedLabel == "♥ You like it" && viewModel.likedChanged)
        #expect(viewModel.likeCountLabel == "Your likes: 3" && viewModel.likeCountChange == "+1")
        let unchanged = WatchPresenter.viewModel(
            for: .init(status: after, previous: after, poll: poll), language: .korean)
        #expect(!unchanged.likedChanged && unchanged.likeCountChange == nil)
        #expect(unchanged.likedLabel == "♥ 찜한 상품입니다" && unchanged.likeCountLabel == "내 찜 3개")
    }

    @MainActor
    @Test func aLostConnection_isOneAlertSayingWhenItTriesAgain() {
        let display = WatchDisplaySpy()
        let sut = WatchPresenter(language: .english)
        sut.display = display
        sut.presentLost(.unreachable, nextPoll: .seconds(8))
        #expect(display.alerts.map(\.kind) == [.unreachable])
        #expect(
            display.alerts.first?.message
                == "Connection lost: Cannot reach the SnapFit server. Trying again in 8 s; the watch goes on.")
    }
}

final class WatchDisplaySpy: WatchDisplayLogic {
    private(set) var alerts: [WatchScene.Alert] = []

    func displayBookings(viewModel: WatchScene.Bookings.ViewModel) {}
    func displayLikes(viewModel: WatchScene.Likes.ViewModel) {}
    func displayAlert(viewModel: WatchScene.Alert) { alerts.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) {}
}
