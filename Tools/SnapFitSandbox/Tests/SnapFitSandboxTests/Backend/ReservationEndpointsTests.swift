import Foundation
import Testing

@Suite("Reservations")
struct ReservationEndpointsTests {
    /// A post by the seeded maker with options 30 min/30,000 and 60 min/100,000 and 10,000 per extra person.
    private struct Listing {
        let postId: Int
        let makerId: Int
    }

    private func listing(_ sut: SandboxHarness) async throws -> Listing {
        let detail = try await sut.createPost()
        return Listing(
            postId: try #require(detail["id"] as? Int),
            makerId: try #require((detail["maker"] as? [String: Any])?["id"] as? Int))
    }

    private func booking(
        _ listing: Listing, minutes: Int = 60, price: Int = 100000, person: Int = 2, personPrice: Int = 10000,
        time: String = "2024-09-01T14:30:00", phone: String = #""01012345678""#, extra: String = ""
    ) -> String {
        """
        {"email":"a@b.com","phoneNumber":\(phone),"postId":\(listing.postId),"makerId":\(listing.makerId),\
        "minutes":\(minutes),"price":\(price),"person":\(person),"personPrice":\(personPrice),\
        "reservationLocation":"홍대입구역 2번 출구","reservationTime":"\(time)"\(extra)}
        """
    }

    @Test func create_validBooking_returnsDetailWithTotals() async throws {
        // Given: the clock is 2024-09-01 12:00 KST
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        // When
        let response = try await sut.send("POST", "/snapfit/reservation", bearer: access, json: booking(listing))
        // Then
        #expect(response.status == 200)
        let detail = response.object
        #expect(
            Set(detail.keys) == [
                "id", "user", "maker", "post", "reservationTime", "reservationLocation", "person", "personPrice",
                "basePrice", "totalPrice", "cancelMessage", "email", "phoneNumber",
            ])
        #expect(detail["reservationTime"] as? String == "2024-09-01 14:30:00")
        #expect(detail["basePrice"] as? Int == 100000)
        #expect(detail["personPrice"] as? Int == 10000)
        #expect(detail["totalPrice"] as? Int == 120000)
        #expect(detail["cancelMessage"] is NSNull)
        #expect(detail["phoneNumber"] as? String == "01012345678")
        #expect((detail["maker"] as? [String: Any])?["id"] as? Int == listing.makerId)
        #expect((detail["post"] as? [String: Any])?["thumbNail"] is String)
    }

    @Test func create_trailingZAndFraction_keepWallClock_nullPhoneAllowed() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send(
            "POST", "/snapfit/reservation", bearer: access,
            json: booking(listing, time: "2024-09-02T05:30:00.000Z", phone: "null"))
        #expect(response.status == 200)
        #expect(response.object["reservationTime"] as? String == "2024-09-02 05:30:00")
        #expect(response.object["phoneNumber"] is NSNull)
    }

    @Test(arguments: [
        (30, 100000, 10000), (60, 30000, 10000), (60, 100000, 5000), (45, 45000, 10000),
    ])
    func create_optionOrPersonPriceMismatch_is422Code31(minutes: Int, price: Int, personPrice: Int) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        let response = try await sut.send(
            "POST", "/snapfit/reservation", bearer: access,
            json: booking(listing, minutes: minutes, price: price, personPrice: personPrice))
        #expect(response.status == 422 && response.errorCode == 31)
        #expect(response.object["message"] as? String == "올바르지 않은 가격입니다.")
    }

    @Test func create_wrongMaker_is422Code31_missingPost_is404Code23() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        let wrongMaker = try await sut.send(
            "POST", "/snapfit/reservation", bearer: access,
            json: booking(Listing(postId: listing.postId, makerId: listing.makerId + 1000)))
        let missing = try await sut.send(
            "POST", "/snapfit/reservation", bearer: access,
            json: booking(Listing(postId: 99999, makerId: listing.makerId)))
        #expect(wrongMaker.status == 422 && wrongMaker.errorCode == 31)
        #expect(missing.status == 404 && missing.errorCode == 23)
    }

    @Test(arguments: [
        ["time": "2024-09-01T11:59:59"], ["time": "2024-09-01 14:30:00"], ["time": "2024-02-30T10:00:00"],
        ["phone": #""010-1234-5678""#], ["phone": #""0101234567""#], ["minutes": "20"], ["minutes": "301"],
        ["price": "999"], ["person": "-1"], ["person": "10001"], ["extra": #","isStudio":true"#],
        ["email": "not-an-email"], ["email": " "], ["minutes": "\"60\""], ["minutes": "60.5"],
    ])
    func create_invalidField_is400Code1(change: [String: String]) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        let body = booking(
            listing, minutes: Int(change["minutes"] ?? "60") ?? 0, time: change["time"] ?? "2024-09-01T14:30:00",
            phone: change["phone"] ?? #""01012345678""#, extra: change["extra"] ?? ""
        )
        .replacingOccurrences(of: #""price":100000"#, with: #""price":\#(change["price"] ?? "100000")"#)
        .replacingOccurrences(of: #""person":2"#, with: #""person":\#(change["person"] ?? "2")"#)
        .replacingOccurrences(of: "a@b.com", with: change["email"] ?? "a@b.com")
        .replacingOccurrences(of: #""minutes":0"#, with: #""minutes":\#(change["minutes"] ?? "0")"#)
        let response = try await sut.send("POST", "/snapfit/reservation", bearer: access, json: body)
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test(arguments: [
        ("2031-01-02T10:00:59.999999999", "2031-01-02 10:00:59"),
        ("9999-12-31T23:59:59.9999999", "9999-12-31 23:59:59"),
        ("2031-01-02T10:00", "2031-01-02 10:00:00"), ("2031-01-02T10:00Z", "2031-01-02 10:00:00"),
        ("2031-01-02T10:00:05.", "2031-01-02 10:00:05"), (" 2031-01-02T10:00:05 ", "2031-01-02 10:00:05"),
    ])
    func create_time_asJacksonReadsALocalDateTime_fractionDropped(sent: String, stored: String) async throws {
        // Given: a fraction of a second is dropped, never rounded up (the server's LocalDateTime keeps it, and
        // its pattern prints none); seconds may be left out; Java's trim() applies first
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        // When
        let response = try await sut.send(
            "POST", "/snapfit/reservation", bearer: access, json: booking(listing, time: sent))
        // Then
        #expect(response.status == 200)
        #expect(response.object["reservationTime"] as? String == stored)
    }

    @Test(arguments: ["a..b@c.d", ".a@b.c", String(repeating: "a", count: 65) + "@b.c", "a@b.", "a@b..c"])
    func create_malformedEmail_is400Code1_asHibernatesEmailCheckSays(email: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let access = try await sut.login("dev-customer").access
        let body = booking(listing).replacingOccurrences(of: "a@b.com", with: email)
        let response = try await sut.send("POST", "/snapfit/reservation", bearer: access, json: body)
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func lists_orderByReservationTimeDescending_summaryTotalsAddOnePersonPrice() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let customer = try await sut.login("dev-customer").access
        for time in ["2024-09-03T10:00:00", "2024-09-05T10:00:00", "2024-09-04T10:00:00"] {
            let created = try await sut.send(
                "POST", "/snapfit/reservation", bearer: customer, json: booking(listing, person: 3, time: time))
            try #require(created.status == 200)
        }
        let page = [("limit", "30"), ("offset", "0")]
        // When
        let mine = try await sut.send("GET", "/snapfit/reservation/user", query: page, bearer: customer)
        let maker = try await sut.send(
            "GET", "/snapfit/reservation/maker", query: page, bearer: try await sut.login("dev-maker").access)
        let count = try await sut.send("GET", "/snapfit/reservation/count", bearer: customer)
        // Then
        #expect(
            mine.items.map { $0["reservationTime"] as? String } == [
                "2024-09-05 10:00:00", "2024-09-04 10:00:00", "2024-09-03 10:00:00",
            ])
        let summary = try #require(mine.items.first)
        #expect(Set(summary.keys) == ["id", "reservationTime", "post", "totalPrice", "cancelMessage"])
        #expect(summary["totalPrice"] as? Int == 110000)
        #expect(summary["cancelMessage"] is NSNull)
        #expect(maker.items.count == 3)
        #expect(count.object["count"] as? Int == 3)
    }

    @Test func detailAndCancel_authorizationMatrix() async throws {
        // Given: the customer booked the maker's post; a stranger exists
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let listing = try await listing(sut)
        let customer = try await sut.login("dev-customer").access
        let maker = try await sut.login("dev-maker").access
        let stranger = try await sut.signUp("stranger", nickName: "낯선이")
        let created = try await sut.send("POST", "/snapfit/reservation", bearer: customer, json: booking(listing))
        let id = String(try #require(created.object["id"] as? Int))
        // Then: reading
        #expect(try await sut.send("GET", "/snapfit/reservation", query: [("id", id)], bearer: customer).status == 200)
        #expect(try await sut.send("GET", "/snapfit/reservation", query: [("id", id)], bearer: maker).status == 200)
        let strangerRead = try await sut.send("GET", "/snapfit/reservation", query: [("id", id)], bearer: stranger)
        #expect(strangerRead.status == 403 && strangerRead.errorCode == 33)
        let missingRead = try await sut.send(
            "GET", "/snapfit/reservation", query: [("id", "99999")], bearer: customer)
        #expect(missingRead.status == 404 && missingRead.errorCode == 32)
        // Then: cancelling
        let reason = [("id", id), ("message", "일정이 바뀌었어요")]
        let byMaker = try await sut.send("DELETE", "/snapfit/reservation", query: reason, bearer: maker)
        #expect(byMaker.status == 403 && byMaker.errorCode == 33)
        let missing = try await sut.send(
            "DELETE", "/snapfit/reservation", query: [("id", "99999"), ("message", "사유입니다")], bearer: customer)
        #expect(missing.status == 403 && missing.errorCode == 33)
        let tooShort = try await sut.send(
            "DELETE", "/snapfit/reservation", query: [("id", id), ("message", "x")], bearer: customer)
        #expect(tooShort.isSpringError(400))
        let cancelled = try await sut.send("DELETE", "/snapfit/reservation", query: reason, bearer: customer)
        #expect(cancelled.status == 200)
        #expect(cancelled.object["cancelMessage"] as? String == "일정이 바뀌었어요")
        let twice = try await sut.send("DELETE", "/snapfit/reservation", query: reason, bearer: customer)
        #expect(twice.status == 409 && twice.errorCode == 34)
        #expect(twice.object["message"] as? String == "이미 취소된 예약 입니다.")
    }

    @Test func makerList_forCustomer_is403Code33() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let customer = try await sut.login("dev-customer").access
        let response = try await sut.send(
            "GET", "/snapfit/reservation/maker", query: [("limit", "10"), ("offset", "0")], bearer: customer)
        #expect(response.status == 403 && response.errorCode == 33)
    }
}
