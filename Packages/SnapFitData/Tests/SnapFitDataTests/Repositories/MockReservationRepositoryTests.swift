import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockReservationRepositoryTests {
    private func signedIn(_ socialID: String = SeedCatalog.customerSocialId) async throws -> MockRepositories {
        let mocks = MockRepositories(catalog: .standard)
        _ = try await mocks.accounts.login(provider: .kakao, socialToken: socialID)
        return mocks
    }

    private func request(for product: ProductDetail, minutes: Int? = nil) -> ReservationRequest {
        let option = product.options.first { $0.minutes == (minutes ?? $0.minutes) }!
        return ReservationRequest(
            productID: product.id, makerID: product.maker.id, option: option, additionalPeople: 1,
            personPrice: product.personPrice ?? 0, place: "서울숲", time: KoreaTime.parse("2030-01-01 10:00")!,
            email: "a@b.co", phone: "01012345678")
    }

    @Test func book_listCountAndDetail_agree() async throws {
        let mocks = try await signedIn()
        let product = try await mocks.products.product(id: 2)
        let booked = try await mocks.reservations.create(request(for: product))
        #expect(booked.id == 1 && booked.customer.nickname == "스냅러버")
        #expect(try await mocks.reservations.reservationCount() == 1)
        #expect(try await mocks.reservations.myReservations(page: .init(offset: 0, limit: 20)).map(\.id) == [1])
        #expect(try await mocks.reservations.reservation(id: 1) == booked)
    }

    @Test func book_priceNotTheProducts_isPriceChanged() async throws {
        let mocks = try await signedIn()
        let product = try await mocks.products.product(id: 2)
        let valid = request(for: product)
        let tampered = ReservationRequest(
            productID: valid.productID, makerID: valid.makerID, option: PriceOption(minutes: 30, price: 1000),
            additionalPeople: 0, personPrice: valid.personPrice, place: valid.place, time: valid.time,
            email: valid.email, phone: nil)
        await #expect(throws: DomainError.priceChanged) { try await mocks.reservations.create(tampered) }
    }

    @Test func cancel_twice_isAlreadyCancelled_andTheMakerCannotCancel() async throws {
        let mocks = try await signedIn()
        let product = try await mocks.products.product(id: 2)
        _ = try await mocks.reservations.create(request(for: product))
        let cancelled = try await mocks.reservations.cancel(id: 1, reason: "일정 변경")
        #expect(cancelled.status == .cancelled(reason: "일정 변경"))
        await #expect(throws: DomainError.alreadyCancelled) { try await mocks.reservations.cancel(id: 1, reason: "또") }
        try await mocks.accounts.logout()
        _ = try await mocks.accounts.login(provider: .kakao, socialToken: SeedCatalog.makerSocialId)
        #expect(try await mocks.reservations.reservation(id: 1).customer.nickname == "스냅러버")
        await #expect(throws: DomainError.notYourReservation) {
            try await mocks.reservations.cancel(id: 1, reason: "작가")
        }
        await #expect(throws: DomainError.reservationNotFound) { try await mocks.reservations.reservation(id: 99) }
    }
}
