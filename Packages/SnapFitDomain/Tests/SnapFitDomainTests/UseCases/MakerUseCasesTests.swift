import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct MakerUseCasesTests {
    @Test func imageKind_readsTheBytesNotTheName() {
        #expect(ImageFile.png.kind == .png && ImageFile.heic.kind == .heic && ImageFile.jpeg.kind == nil)
        #expect(ImageKind.heic.contentType == "image/heic")
    }

    @Test func makerReservations_carryEachDetailNewestFirst() async throws {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { _ in
            [1, 2].map {
                ReservationSummary(
                    id: $0, product: .fixture(id: 5), time: Date(timeIntervalSince1970: Double($0)), status: .active)
            }
        }
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in
            Reservation(
                id: id, product: .fixture(id: 5), maker: MakerSummary(id: 2, nickname: "하늘작가"),
                customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: 100_000, optionMinutes: nil,
                additionalPeople: 1, personPrice: 10_000, place: "서울", time: Date(timeIntervalSince1970: Double(id)),
                email: "a@b.co", phone: nil, status: .active)
        }
        let reads = Recorder<Int>()
        var products = StubProductRepository()
        products.onProduct = { id in
            reads.append(id)
            return .fixture(id: id)
        }
        let rows = try await FetchMakerReservations(makers: makers, reservations: reservations, products: products)(
            page: .init(offset: 0, limit: 20))
        #expect(rows.map(\.id) == [2, 1])
        #expect(rows.first?.totalPrice == 110_000 && rows.first?.email == "a@b.co")
        #expect(rows.map(\.optionMinutes) == [nil, nil])  // no option of product 5 costs 100,000
        #expect(reads.values == [5])  // one read for the two bookings of one product
    }

    @Test func makerReservations_takeEachLengthFromTheOptionAtTheBookedPrice() async throws {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { _ in
            [ReservationSummary(id: 7, product: .fixture(id: 12), time: Fixtures.reservation().time, status: .active)]
        }
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let rows = try await FetchMakerReservations(makers: makers, reservations: reservations, products: products)(
            page: .init(offset: 0, limit: 20))
        #expect(rows.map(\.optionMinutes) == [60])  // ProductDetail.fixture's 60-minute option costs 120,000
    }
}
