/// A booking in a list (§4.10). Its `totalPrice` leaves out the head-count, so it is not read.
struct ReservationSummaryDTO: Decodable, Sendable, Equatable {
    let id: Int
    let reservationTime: String
    let post: PostSummaryDTO
    let cancelMessage: String?
}

/// A booking's detail (§4.11); the chosen option's minutes are not in it.
struct ReservationDetailDTO: Decodable, Sendable, Equatable {
    struct UserRefDTO: Decodable, Sendable, Equatable {
        let id: Int
        let nickName: String
    }

    let id: Int
    let user: UserRefDTO
    let maker: MakerRefDTO
    let post: PostSummaryDTO
    let reservationTime: String
    let reservationLocation: String
    let person: WireAmount
    let personPrice: WireAmount
    let basePrice: WireAmount
    let totalPrice: WireAmount
    let cancelMessage: String?
    let email: String
    let phoneNumber: String?
}
