import Foundation
import SnapFitFixtures

extension BackendState {
    /// This seeded state shaped for `scenario` at `now`: the contract's tables only (each feature shapes its own).
    func shaped(for scenario: DevScenario, now: Date) -> BackendState {
        var state = self
        switch scenario {
        case .firstVisit, .slowServer, .expiredSession: break
        case .emptyCatalog: state.posts = []
        case .busyMaker: state.makeBusy(SeedCatalog.makerSocialId, now: now)
        case .withdrawnMaker: state.withdrawAMaker(now: now)
        }
        return state
    }

    /// Gives the maker signing in with `socialId` `DevScenario.busyMakerProducts` products, copies of their own, and
    /// `DevScenario.busyMakerBookings` bookings on them by the customer and ten more customers: every third hour from
    /// ten days ago on, so some are past, and every ninth cancelled.
    private mutating func makeBusy(_ socialId: String, now: Date) {
        guard let maker = users.first(where: { $0.socialId == socialId }) else { return }
        let models = posts.filter { $0.makerId == maker.id }
        guard !models.isEmpty else { return }
        for index in models.count..<DevScenario.busyMakerProducts {
            var post = models[index % models.count]
            post.id = (posts.map(\.id).max() ?? 0) + 1
            post.title = "\(post.title) (\(index / models.count + 1))"
            posts.append(post)
        }
        let customers = users.filter { !$0.photographer } + addCustomers(10)
        let products = posts.filter { $0.makerId == maker.id && $0.personPrice != nil }
        guard !products.isEmpty else { return }
        let start = now.addingTimeInterval(-10 * 24 * 3600)
        for index in 0..<DevScenario.busyMakerBookings {
            let time = start.addingTimeInterval(Double(index) * 3 * 3600)
            book(
                products[index % products.count], by: customers[index % customers.count], at: time,
                cancelled: index % 9 == 8, now: now)
        }
    }

    /// Withdraws the first seeded maker other than `dev-maker`, after the customer booked two of their products (one
    /// past, one coming) and liked one.
    private mutating func withdrawAMaker(now: Date) {
        guard let makerIndex = users.firstIndex(where: { $0.photographer && $0.socialId != SeedCatalog.makerSocialId }),
            let customer = users.first(where: { $0.socialId == SeedCatalog.customerSocialId })
        else { return }
        let products = posts.filter { $0.makerId == users[makerIndex].id && $0.personPrice != nil }
        guard let first = products.first else { return }
        book(first, by: customer, at: now.addingTimeInterval(-7 * 24 * 3600), cancelled: false, now: now)
        book(
            products.last ?? first, by: customer, at: now.addingTimeInterval(14 * 24 * 3600), cancelled: false, now: now
        )
        likes.append(StoredLike(userId: customer.id, postId: first.id))
        users[makerIndex].valid = false
    }

    /// `count` customers more, `손님 1` to `손님 <count>`.
    private mutating func addCustomers(_ count: Int) -> [StoredUser] {
        let first = (users.map(\.id).max() ?? 0) + 1
        let added = (0..<count).map { index in
            StoredUser(
                id: first + index, nickName: "손님 \(index + 1)", socialType: "kakao",
                socialId: "scenario-customer-\(index + 1)", createdAt: "2024-08-01 00:00:00", loginTime: nil,
                marketingReceive: false, photographer: false, noti: true, valid: true, profile: nil, vibeIDs: [])
        }
        users += added
        return added
    }

    /// A booking of `post`'s first option for two, at `time` on the hour, made a day before `now`.
    private mutating func book(_ post: StoredPost, by customer: StoredUser, at time: Date, cancelled: Bool, now: Date) {
        let option = post.prices.first ?? StoredPrice(minutes: 60, price: 0)
        let hour = (time.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        reservations.append(
            StoredReservation(
                id: (reservations.map(\.id).max() ?? 0) + 1, userId: customer.id, postId: post.id,
                makerId: post.makerId, personPrice: post.personPrice ?? 0, minutes: option.minutes,
                price: option.price, person: 2, createdAt: KoreaTime.format(now.addingTimeInterval(-24 * 3600)),
                reservationTime: KoreaTime.format(Date(timeIntervalSince1970: hour)),
                cancelMessage: cancelled ? "일정이 바뀌었어요" : nil, location: "서울", email: "snap@example.com",
                phoneNumber: "010-1234-5678"))
    }
}
