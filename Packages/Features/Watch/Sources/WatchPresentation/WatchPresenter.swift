import SnapFitDomain
import SnapFitPresentation
import WatchDomain

/// Turns a watch's updates into view models, with what changed marked and a lost connection said once.
public protocol WatchPresentationLogic: AnyObject {
    func presentBookings(response: WatchScene.Bookings.Response)
    func presentLikes(response: WatchScene.Likes.Response)
    /// The connection was lost; polling tries again after `nextPoll`.
    func presentLost(_ error: DomainError, nextPoll: Duration)
    func presentError(_ error: DomainError)
}

public final class WatchPresenter: WatchPresentationLogic {
    public weak var display: (any WatchDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentBookings(response: WatchScene.Bookings.Response) {
        display?.displayBookings(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentLikes(response: WatchScene.Likes.Response) {
        display?.displayLikes(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentLost(_ error: DomainError, nextPoll: Duration) {
        let reason = ErrorViewModel(error, language: language)
        let seconds = Self.seconds(nextPoll)
        display?.displayAlert(
            viewModel: .init(
                kind: reason.kind,
                message: language.pick(
                    "연결이 끊겼습니다: \(reason.message) \(seconds)초 후 다시 시도하고, 보던 것을 이어서 봅니다.",
                    "Connection lost: \(reason.message) Trying again in \(seconds) s; the watch goes on.")))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: WatchScene.Bookings.Response, language: Language
    ) -> WatchScene.Bookings.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        let changes = response.changes
        let lines = response.reservations.map { reservation in
            let change: WatchScene.Change? =
                changes.added.contains(reservation.id)
                ? .new : changes.cancelled.contains(reservation.id) ? .cancelled : nil
            return WatchScene.Bookings.Line(
                reservation: ReservationViewModel(reservation, prices: prices), change: change)
        }
        let count = response.reservations.count
        return .init(
            title: language.pick("받은 예약 실시간 (\(count))", "Bookings on my products, live (\(count))"),
            isFirst: response.poll.isFirst, reservations: lines, changes: lines.filter { $0.change != nil },
            changeSummary: changeSummary(changes, language: language),
            empty: count == 0 ? language.pick("아직 받은 예약이 없습니다.", "No bookings yet.") : nil,
            resumed: resumed(response.poll, language: language),
            liveNote: language.pick(
                "새 예약과 취소된 예약은 생기는 대로 여기에 보입니다.", "New and cancelled bookings show here as they happen."),
            pricesNotice: count == 0 ? nil : prices.notice)
    }

    static func viewModel(
        for response: WatchScene.Likes.Response, language: Language
    ) -> WatchScene.Likes.ViewModel {
        let (status, previous) = (response.status, response.previous)
        let delta = previous.map { status.likeCount - $0.likeCount } ?? 0
        return .init(
            productID: status.productID,
            title: language.pick("“\(status.title)” 찜 실시간", "Likes of “\(status.title)”, live"),
            isFirst: response.poll.isFirst, isLiked: status.isLiked,
            likedLabel: status.isLiked
                ? language.pick("♥ 찜한 상품입니다", "♥ You like it")
                : language.pick("♡ 찜하지 않은 상품입니다", "♡ You do not like it"),
            likedChanged: previous.map { $0.isLiked != status.isLiked } ?? false,
            likeCount: status.likeCount,
            likeCountLabel: language.pick("내 찜 \(status.likeCount)개", "Your likes: \(status.likeCount)"),
            likeCountChange: delta == 0 ? nil : delta > 0 ? "+\(delta)" : "−\(-delta)",
            note: language.pick(
                "이 상품을 찜했는지와 내가 찜한 상품 수를 보여 줍니다.",
                "This shows whether you like the product, and how many products you like."),
            resumed: resumed(response.poll, language: language),
            liveNote: language.pick("바뀌면 바로 여기에 보입니다.", "Changes show here as they happen."))
    }

    private static func changeSummary(_ changes: BookingChanges, language: Language) -> String? {
        var parts: [String] = []
        if !changes.added.isEmpty {
            parts.append(language.pick("새 예약 \(changes.added.count)건", "\(changes.added.count) new"))
        }
        if !changes.cancelled.isEmpty {
            parts.append(language.pick("취소 \(changes.cancelled.count)건", "\(changes.cancelled.count) cancelled"))
        }
        if !changes.removed.isEmpty {
            parts.append(
                language.pick("목록에서 빠짐 \(changes.removed.count)건", "\(changes.removed.count) no longer listed"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func resumed(_ poll: WatchScene.Poll, language: Language) -> String? {
        poll.resumed ? language.pick("다시 연결되었습니다. 이어서 봅니다.", "Reconnected: the watch goes on.") : nil
    }

    /// Whole seconds, at least one.
    private static func seconds(_ duration: Duration) -> Int {
        max(1, Int((duration / .seconds(1)).rounded()))
    }
}
