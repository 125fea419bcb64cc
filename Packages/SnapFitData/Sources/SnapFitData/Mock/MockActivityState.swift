/// DEV: what each user did — the products they liked and the reservations they made — in memory for the life of
/// the process, keyed by user id.
actor MockActivityState {
    private var likedProductIDs: [Int: [Int]] = [:]
    private var reservationIDs: [Int: [Int]] = [:]

    func likeCount(userID: Int) -> Int {
        likedProductIDs[userID, default: []].count
    }

    func reservationCount(userID: Int) -> Int {
        reservationIDs[userID, default: []].count
    }
}
