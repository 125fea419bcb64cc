import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct FetchReservationDetailTests {
    /// A booking of product 5 at `price` won, its length not sent (as the server does).
    private func reservations(price: Int) -> StubReservationRepository {
        var stub = StubReservationRepository()
        stub.onReservation = { id in
            Reservation(
                id: id, product: .fixture(id: 5), maker: MakerSummary(id: 2, nickname: "하늘작가"),
                customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: price, optionMinutes: nil,
                additionalPeople: 0, personPrice: 0, place: "서울", time: Date(timeIntervalSince1970: 0),
                email: "a@b.co", phone: nil, status: .active)
        }
        return stub
    }

    private func products(_ options: [PriceOption]?) -> StubProductRepository {
        var stub = StubProductRepository()
        stub.onProduct = { (id) throws(DomainError) in
            guard let options else { throw .productNotFound }
            let product = ProductDetail.fixture(id: id)
            return ProductDetail(
                id: product.id, title: product.title, description: product.description, thumbnailURL: nil,
                imageURLs: [], vibes: product.vibes, locations: product.locations, isStudio: false, options: options,
                personPrice: nil, maker: product.maker, isLiked: false, createdAt: "")
        }
        return stub
    }

    @Test func theLength_isTheOneOptionWithTheBookedPrice_andUnknownOtherwise() async throws {
        let one = [PriceOption(minutes: 60, price: 100_000), PriceOption(minutes: 90, price: 150_000)]
        let two = [PriceOption(minutes: 60, price: 100_000), PriceOption(minutes: 90, price: 100_000)]
        let cases: [([PriceOption]?, Int?)] = [(one, 60), (two, nil), (nil, nil)]
        for (options, minutes) in cases {
            let sut = FetchReservationDetail(reservations: reservations(price: 100_000), products: products(options))
            #expect(try await sut(id: 1).optionMinutes == minutes)
        }
    }
}
