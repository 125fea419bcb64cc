import SnapFitDomain

/// DEV: what each user did — the products they liked and the reservations they made — in memory for the life of
/// the process, keyed by user id. Likes follow the server's rule: liking twice or unliking what is not liked is
/// refused; bookings as the server keeps them.
actor MockActivityState {
    private var likedProductIDs: [Int: Set<Int>] = [:]
    private var bookings: [MockBooking] = []

    func likeCount(userID: Int) -> Int {
        likedProductIDs[userID, default: []].count
    }

    func isLiked(productID: Int, by userID: Int) -> Bool {
        likedProductIDs[userID, default: []].contains(productID)
    }

    func likedIDs(of userID: Int) -> Set<Int> {
        likedProductIDs[userID, default: []]
    }

    func like(productID: Int, by userID: Int) throws(DomainError) {
        guard likedProductIDs[userID, default: []].insert(productID).inserted else { throw .alreadyLiked }
    }

    func unlike(productID: Int, by userID: Int) throws(DomainError) {
        guard likedProductIDs[userID]?.remove(productID) != nil else { throw .notLiked }
    }

    func reservationCount(userID: Int) -> Int {
        bookings.count { $0.customerID == userID }
    }

    /// Stores a booking under the next id.
    func book(_ request: ReservationRequest, customerID: Int) -> MockBooking {
        let booking = MockBooking(
            id: (bookings.map(\.id).max() ?? 0) + 1, customerID: customerID, request: request, cancelReason: nil)
        bookings.append(booking)
        return booking
    }

    /// The customer's bookings, latest shoot first.
    func bookings(ofCustomer userID: Int) -> [MockBooking] {
        bookings.filter { $0.customerID == userID }.sorted { ($0.request.time, $0.id) > ($1.request.time, $1.id) }
    }

    /// The bookings on a maker's products, latest shoot first.
    func bookings(ofMaker userID: Int) -> [MockBooking] {
        bookings.filter { $0.request.makerID == userID }.sorted { ($0.request.time, $0.id) > ($1.request.time, $1.id) }
    }

    /// A booking its customer or its maker may see.
    func booking(id: Int, seenBy userID: Int) throws(DomainError) -> MockBooking {
        guard let booking = bookings.first(where: { $0.id == id }) else { throw .reservationNotFound }
        guard booking.customerID == userID || booking.request.makerID == userID else { throw .notYourReservation }
        return booking
    }

    /// Cancels a booking of `userID`'s, once; a missing one is refused like someone else's, as on the server.
    func cancel(id: Int, by userID: Int, reason: String) throws(DomainError) -> MockBooking {
        guard let index = bookings.firstIndex(where: { $0.id == id && $0.customerID == userID }) else {
            throw .notYourReservation
        }
        guard bookings[index].cancelReason == nil else { throw .alreadyCancelled }
        bookings[index].cancelReason = reason
        return bookings[index]
    }
}
