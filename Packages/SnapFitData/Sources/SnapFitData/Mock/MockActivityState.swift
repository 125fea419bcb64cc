import SnapFitDomain

/// DEV: what each user did — the products they liked and the reservations they made — in memory for the life of
/// the process, keyed by user id. Likes follow the server's rule: liking twice or unliking what is not liked is
/// refused.
actor MockActivityState {
    private var likedProductIDs: [Int: Set<Int>] = [:]
    private var reservationIDs: [Int: [Int]] = [:]

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
        reservationIDs[userID, default: []].count
    }
}
