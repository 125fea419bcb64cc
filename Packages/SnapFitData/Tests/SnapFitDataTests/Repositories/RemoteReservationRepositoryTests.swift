import Foundation
import SnapFitDataTestSupport
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

@testable import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteReservationRepositoryTests {
    private static let request = ReservationRequest(
        productID: 12, makerID: 5, option: PriceOption(minutes: 60, price: 50000), additionalPeople: 2,
        personPrice: 10000, place: "홍대입구역 2번 출구", time: KoreaTime.parse("2026-09-01 14:30")!, email: "a@b.com",
        phone: nil)

    private static let detail = Data(
        #"{"id":7,"user":{"id":32,"nickName":"고객"},"maker":{"id":5,"nickName":"yongha"},"post":\#(RemoteProductRepositoryTests.summaryJSON(id: 12)),"reservationTime":"2026-09-01 14:30:00","reservationLocation":"홍대입구역 2번 출구","person":2,"personPrice":10000,"basePrice":50000,"totalPrice":70000,"cancelMessage":null,"email":"a@b.com","phoneNumber":null}"#
            .utf8)

    @Test func create_sendsKoreaLocalTimeWithoutZoneAndAdditionalPeople() async throws {
        // Given
        let session = StubURLSession()
        session.respond { _ in (200, Self.detail) }
        // When
        let reservation = try await RemoteReservationRepository(provider: .signedIn(session)).create(Self.request)
        // Then
        let sent = try #require(session.requests.first)
        #expect(sent.httpMethod == "POST" && sent.url?.path == "/snapfit/reservation")
        let body = try #require(try JSONSerialization.jsonObject(with: sent.httpBody ?? Data()) as? [String: Any])
        #expect(body["reservationTime"] as? String == "2026-09-01T14:30:00")
        #expect(body["person"] as? Int == 2 && body["makerId"] as? Int == 5 && body["price"] as? Int == 50000)
        #expect(body["phoneNumber"] == nil)
        #expect(Set(body.keys).count == 9)
        #expect(reservation.totalPrice == 70000 && reservation.status == .active)
        #expect(KoreaTime.format(reservation.time) == "2026-09-01 14:30")
    }

    @Test(arguments: [URLError.Code.timedOut, .networkConnectionLost])
    func create_answerLost_isOutcomeUnknownAndNeverResent(code: URLError.Code) async {
        let session = StubURLSession()
        session.respond { _ in throw URLError(code) }
        await #expect(throws: DomainError.bookingOutcomeUnknown) {
            try await RemoteReservationRepository(provider: .signedIn(session)).create(Self.request)
        }
        #expect(session.requests.count == 1)
    }

    @Test func create_cannotConnect_isUnreachableNotUnknown() async {
        let session = StubURLSession()
        session.respond { _ in throw URLError(.cannotConnectToHost) }
        await #expect(throws: DomainError.unreachable) {
            try await RemoteReservationRepository(provider: .signedIn(session)).create(Self.request)
        }
    }

    @Test(arguments: [
        (422, 31, DomainError.priceChanged), (404, 32, .reservationNotFound), (403, 33, .notYourReservation),
        (409, 34, .alreadyCancelled),
    ])
    func errors_haveTheirDomainMeaning(status: Int, code: Int, expected: DomainError) async {
        let session = StubURLSession()
        session.respond { _ in (status, Data(#"{"errorCode":\#(code),"message":"…"}"#.utf8)) }
        await #expect(throws: expected) {
            try await RemoteReservationRepository(provider: .signedIn(session)).cancel(id: 7, reason: "일정 변경")
        }
    }

    @Test func withdrawnCode_onTheList_isTheMakers_elsewhereTheAccounts() async {
        let session = StubURLSession()
        session.respond { _ in (404, Data(#"{"errorCode":14,"message":"탈퇴한 유저입니다."}"#.utf8)) }
        let repository = RemoteReservationRepository(provider: .signedIn(session))
        await #expect(throws: DomainError.makerWithdrawn) {
            try await repository.myReservations(page: .init(offset: 0, limit: 20))
        }
        await #expect(throws: DomainError.accountWithdrawn) { try await repository.reservation(id: 7) }
    }

    @Test func cancel_sendsTheReasonPercentEncoded() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, Self.detail) }
        _ = try await RemoteReservationRepository(provider: .signedIn(session)).cancel(id: 7, reason: "일정 변경 & 취소")
        let url = try #require(session.requests.first?.url)
        #expect(
            url.absoluteString.contains("message=%EC%9D%BC%EC%A0%95%20%EB%B3%80%EA%B2%BD%20%26%20%EC%B7%A8%EC%86%8C"))
    }

    @Test func myReservations_readsStatusAndTime() async throws {
        let session = StubURLSession()
        let row =
            #"{"id":3,"reservationTime":"2026-09-01 14:30:00","post":\#(RemoteProductRepositoryTests.summaryJSON(id: 12)),"totalPrice":60000,"cancelMessage":"일정 변경"}"#
        session.respond { _ in (200, Data(#"{"offset":0,"limit":20,"data":[\#(row)]}"#.utf8)) }
        let rows = try await RemoteReservationRepository(provider: .signedIn(session)).myReservations(
            page: .init(offset: 0, limit: 20))
        #expect(rows.first?.status == .cancelled(reason: "일정 변경"))
        #expect(session.requests.first?.url?.path == "/snapfit/reservation/user")
    }
}
