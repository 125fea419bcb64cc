import Foundation

/// The `ReservationCreate` body (contract §3.20), checked against its declaration (`Schema.reservationCreate`) as
/// the server's Jackson mapper and bean validation do: any violation is `400, code 1`.
struct ReservationRequest {
    let email: String
    let phoneNumber: String?
    let postId: Int
    let makerId: Int
    let minutes: Int
    let price: Int
    let person: Int
    let personPrice: Int
    let location: String
    /// Korea wall-clock `yyyy-MM-dd HH:mm:ss`.
    let reservationTime: String

    init(body: Data, now: Date) throws(APIFailure) {
        let object = try StrictObject(body: body, schema: .reservationCreate)
        email = try Validate.present(object.string("email"))
        phoneNumber = try object.string("phoneNumber")
        postId = try Validate.present(object.long("postId"))
        makerId = try Validate.present(object.long("makerId"))
        minutes = try Validate.present(object.int("minutes"))
        price = try Validate.present(object.int("price"))
        person = try Validate.present(object.int("person"))
        personPrice = try Validate.present(object.int("personPrice"))
        location = try Validate.present(object.string("reservationLocation"))
        let timeText = try Validate.present(object.string("reservationTime"))
        guard let time = KoreaTime.parseRequestTime(timeText), time.instant > now else { throw .invalidRequest }
        reservationTime = time.wallClock
    }
}
