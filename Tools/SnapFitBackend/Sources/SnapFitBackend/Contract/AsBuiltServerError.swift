/// The real server's as-built 500s that the sandbox reproduces on purpose, each with the contract's words: the one
/// list of them. `/api-docs` documents each as a 500 of its route (`x-snapfit-as-built`), and the contract fuzz run
/// (`Tools/Scripts/fuzz-contract`) accepts a 500 only when the sandbox reported one of these as its cause.
enum AsBuiltServerError: String, CaseIterable, Sendable {
    case signUpWithoutVibes = "sign-up-without-vibes"
    case profileChangeWithoutNickname = "profile-change-without-nickname"
    case refreshWithUnreadableToken = "refresh-with-unreadable-token"
    case likeOfMissingPost = "like-of-missing-post"
    case bookingWithoutPersonPrice = "booking-without-person-price"

    /// What the contract says of it.
    var contractWords: String {
        switch self {
        case .signUpWithoutVibes:
            "§3.1: A missing list passes validation but then fails with a 500 (null dereference)."
        case .profileChangeWithoutNickname: "§3.7: Null leads to a DB failure (500)."
        case .refreshWithUnreadableToken:
            "§2.4: A string that is not a JWT, or a JWT signed with a different key, throws an uncaught parsing "
                + "exception. The result is 500 with Spring's default error body."
        case .likeOfMissingPost:
            "§3.16: The server does not check that the post exists or is valid. A missing post can raise a DB "
                + "foreign-key error (500)."
        case .bookingWithoutPersonPrice:
            "§3.11: If null, reservations on this post later fail with a 500."
        }
    }

    /// The route it happens on.
    var route: Route {
        switch self {
        case .signUpWithoutVibes: .open(.signUp)
        case .profileChangeWithoutNickname: .signedIn(.modifyInfo)
        case .refreshWithUnreadableToken: .open(.refresh)
        case .likeOfMissingPost: .signedIn(.like)
        case .bookingWithoutPersonPrice: .signedIn(.createReservation)
        }
    }
}

extension APIFailure {
    /// The 500 of an as-built server error; its cause, as the sandbox reports it, names the case first.
    static func asBuilt(_ error: AsBuiltServerError, _ detail: String) -> APIFailure {
        .serverError(cause: "as built (\(error.rawValue)): \(detail)")
    }
}
