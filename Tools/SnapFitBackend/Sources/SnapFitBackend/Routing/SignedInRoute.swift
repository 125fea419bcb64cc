/// A route that needs a valid access JWT: every one of the contract's but sign-up, login, refresh and the reference
/// tables.
enum SignedInRoute: Sendable, Hashable, CaseIterable {
    case logout
    case profile, withdraw, modifyInfo
    case imagePaths, createPost, postDetail, postsByVibes, allPosts, makerPosts
    case like, unlike, likeCount, likedPosts
    case createReservation, makerReservations, userReservations, reservationDetail, cancelReservation
    case reservationCount
}
