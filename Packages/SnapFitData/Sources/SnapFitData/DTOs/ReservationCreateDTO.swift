/// The body of `POST /snapfit/reservation` (§3.20). `person` counts additional people; `phoneNumber` is left out
/// when not given.
struct ReservationCreateDTO: Encodable, Sendable, Equatable {
    let email: String
    let phoneNumber: String?
    let postId: Int
    let makerId: Int
    let minutes: Int
    let price: Int
    let person: Int
    let personPrice: Int
    let reservationLocation: String
    let reservationTime: String
}
