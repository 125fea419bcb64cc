import SnapFitHTTPServer

/// §3.20–3.25: reservations.
extension Backend {
    /// `POST /snapfit/reservation`: books one of a post's options. `person` counts additional people.
    func createReservation(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let booking = try ReservationRequest(body: context.request.body, now: context.now)
        let post = try post(booking.postId)
        guard let postPersonPrice = post.personPrice else {
            throw .asBuilt(.bookingWithoutPersonPrice, "product \(post.id) has no price per person")
        }
        guard booking.personPrice == postPersonPrice, booking.makerId == post.makerId,
            post.prices.contains(StoredPrice(minutes: booking.minutes, price: booking.price))
        else { throw .snapfit(.invalidPrice) }
        let reservation = StoredReservation(
            id: nextID(state.reservations, \.id), userId: caller, postId: post.id, makerId: post.makerId,
            personPrice: booking.personPrice, minutes: booking.minutes, price: booking.price, person: booking.person,
            createdAt: KoreaTime.format(context.now), reservationTime: booking.reservationTime, cancelMessage: nil,
            location: booking.location, email: booking.email, phoneNumber: booking.phoneNumber)
        state.reservations.append(reservation)
        return .json(try reservationDetail(reservation, caller: caller, origin: context.origin))
    }

    /// `GET /snapfit/reservation/maker?limit=&offset=`: only makers; cancelled ones included.
    func makerReservations(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let page = try PageParameters(context.request).validated()
        guard let user = state.users.first(where: { $0.id == caller }) else { throw .snapfit(.notExistUser) }
        guard user.photographer else { throw .snapfit(.forbidden) }
        return try reservationPage(page, caller: caller, context) { $0.makerId == caller }
    }

    /// `GET /snapfit/reservation/user?limit=&offset=`: the caller's bookings; cancelled ones included.
    func userReservations(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let page = try PageParameters(context.request).validated()
        return try reservationPage(page, caller: caller, context) { $0.userId == caller }
    }

    /// `GET /snapfit/reservation?id=`: for its customer or its maker only.
    func reservationDetail(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let id = try context.request.integer(.reservationId)
        guard let reservation = state.reservations.first(where: { $0.id == id }) else {
            throw .snapfit(.reservationNotFound)
        }
        guard reservation.userId == caller || reservation.makerId == caller else { throw .snapfit(.forbidden) }
        return .json(try reservationDetail(reservation, caller: caller, origin: context.origin))
    }

    /// `DELETE /snapfit/reservation?id=&message=`: only the customer cancels, once; a missing reservation is
    /// `403, code 33` as on the real server.
    func cancelReservation(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let id = try context.request.integer(.reservationId)
        let message = try context.request.text(.cancelMessage)
        try QueryParameter.cancelMessage.checkBounds(message)
        guard let index = state.reservations.firstIndex(where: { $0.id == id }),
            state.reservations[index].userId == caller
        else { throw .snapfit(.forbidden) }
        guard state.reservations[index].cancelMessage == nil else { throw .snapfit(.alreadyRemoved) }
        state.reservations[index].cancelMessage = message
        return .json(try reservationDetail(state.reservations[index], caller: caller, origin: context.origin))
    }

    /// `GET /snapfit/reservation/count`: the caller's bookings, cancelled ones included.
    func reservationCount(caller: Int) -> HTTPResponse {
        .json(["count": .int(state.reservations.count { $0.userId == caller })])
    }

    /// A page of reservations, latest `reservationTime` first.
    private func reservationPage(
        _ page: PageParameters, caller: Int, _ context: RequestContext,
        where include: (StoredReservation) -> Bool
    ) throws(APIFailure) -> HTTPResponse {
        let reservations = state.reservations.filter(include).sorted {
            ($0.reservationTime, $0.id) > ($1.reservationTime, $1.id)
        }
        return .json(
            try page.page(of: reservations) { reservation throws(APIFailure) in
                try reservationSummary(reservation, caller: caller, origin: context.origin)
            })
    }
}
