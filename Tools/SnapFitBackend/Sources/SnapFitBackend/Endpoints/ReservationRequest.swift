import Foundation

/// The `ReservationCreate` body (contract §3.20), decoded strictly and validated as the server's bean
/// validation does: any violation is `400, code 1`.
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
        let object = try StrictObject(
            body: body,
            allowedKeys: [
                "email", "phoneNumber", "postId", "makerId", "minutes", "price", "person", "personPrice",
                "reservationLocation", "reservationTime",
            ])
        email = try Validate.present(object.string("email"))
        try Validate.that(Self.isEmail(email))
        phoneNumber = try object.string("phoneNumber")
        try Validate.that(phoneNumber.map { $0.wholeMatch(of: /01[0-9]{9}/) != nil } ?? true)
        postId = try Validate.present(object.long("postId"))
        makerId = try Validate.present(object.long("makerId"))
        minutes = try Validate.present(object.int("minutes"))
        try Validate.that((30...300).contains(minutes))
        price = try Validate.present(object.int("price"))
        try Validate.that((1000...100_000_000).contains(price))
        person = try Validate.present(object.int("person"))
        try Validate.that((0...10000).contains(person))
        personPrice = try Validate.present(object.int("personPrice"))
        location = try Validate.present(object.string("reservationLocation"))
        try Validate.that(Validate.length(location, in: 1...100))
        let timeText = try Validate.present(object.string("reservationTime"))
        guard let time = KoreaTime.parseRequestTime(timeText), time > now else { throw .invalidRequest }
        reservationTime = KoreaTime.format(time)
    }

    /// A lenient address check in the spirit of Hibernate's `@Email`: one `@`, something on each side, no spaces.
    private static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && !parts[1].hasPrefix(".")
            && !parts[1].hasSuffix(".") && !text.contains(where: \.isWhitespace)
    }
}
