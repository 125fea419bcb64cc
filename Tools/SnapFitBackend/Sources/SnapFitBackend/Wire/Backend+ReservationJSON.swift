extension Backend {
    /// The `ReservationSummary` shape (contract §4.10): `totalPrice` is the option price plus one `personPrice`.
    func reservationSummary(
        _ reservation: StoredReservation, caller: Int, origin: String
    ) throws(APIFailure)
        -> JSONValue
    {
        [
            "id": .int(reservation.id),
            "reservationTime": .string(reservation.reservationTime),
            "post": try postSummary(try post(reservation.postId), caller: caller, origin: origin),
            "totalPrice": .int(reservation.price + reservation.personPrice),
            "cancelMessage": .optional(reservation.cancelMessage),
        ]
    }

    /// The `ReservationDetail` shape (contract §4.11): `totalPrice` = `personPrice × person + basePrice`.
    func reservationDetail(
        _ reservation: StoredReservation, caller: Int, origin: String
    ) throws(APIFailure)
        -> JSONValue
    {
        [
            "id": .int(reservation.id),
            "user": try userRef(reservation.userId),
            "maker": try userRef(reservation.makerId),
            "post": try postSummary(try post(reservation.postId), caller: caller, origin: origin),
            "reservationTime": .string(reservation.reservationTime),
            "reservationLocation": .string(reservation.location),
            "person": .int(reservation.person),
            "personPrice": .int(reservation.personPrice),
            "basePrice": .int(reservation.price),
            "totalPrice": .int(reservation.personPrice * reservation.person + reservation.price),
            "cancelMessage": .optional(reservation.cancelMessage),
            "email": .string(reservation.email),
            "phoneNumber": .optional(reservation.phoneNumber),
        ]
    }
}
