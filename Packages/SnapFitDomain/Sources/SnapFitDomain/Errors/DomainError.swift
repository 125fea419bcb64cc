/// Every failure a use case can report. Lower layers map their own errors into these once;
/// no raw HTTP status or server code crosses into the domain.
public enum DomainError: Error, Sendable, Equatable {
    /// The backend cannot be reached at all (connection refused, unknown host, offline).
    case unreachable
    /// The backend cannot serve anything now, for a reason the user can act on (given in the user's words).
    case unavailable(reason: String)
    /// The backend did not answer in time.
    case timedOut
    /// The request may have reached the backend, but its answer broke off: what was asked may or may not be done.
    case answerLost
    /// The operation was cancelled before it finished.
    case cancelled
    /// There is no signed-in session; the user must log in.
    case signedOut
    /// The session could not be renewed; the user must log in again.
    case sessionExpired
    /// Input refused before anything was sent.
    case validation(ValidationError)
    /// The social provider's token was refused.
    case invalidSocialToken
    /// No SnapFit account exists for this user.
    case accountNotFound
    /// The account was withdrawn; it can neither log in nor sign up again.
    case accountWithdrawn
    /// Sign-up refused: this social account or nickname already has an account.
    case accountExists
    /// The nickname belongs to someone else.
    case nicknameTaken
    /// The server cannot save a profile whose nickname is unchanged; a new nickname is needed to change vibes.
    case nicknameUnchanged
    /// The product does not exist (or no longer does).
    case productNotFound
    /// What was asked for holds a product whose maker left SnapFit (or is gone): the server then fails the whole
    /// page or detail (contract §4.8).
    case makerWithdrawn
    /// The product was already liked.
    case alreadyLiked
    /// The product was not liked, so there is no like to take back.
    case notLiked
    /// The product's price, option or maker changed since it was read: read it again and choose again.
    case priceChanged
    /// The reservation does not exist.
    case reservationNotFound
    /// The reservation belongs to someone else (or, when cancelling, does not exist).
    case notYourReservation
    /// The reservation was already cancelled.
    case alreadyCancelled
    /// The booking was sent but its answer was lost, and it is not (yet) among the customer's reservations:
    /// it may or may not exist.
    case bookingOutcomeUnknown
    /// A booking's answer was lost, and the customer's reservations hold bookings of the same product and time
    /// that differ in another field (ids in `similar`): the one sent may or may not exist.
    case bookingOutcomeUnclear(similar: [Int])
    /// Only makers may do this; a customer becomes a maker by applying to SnapFit's operators.
    case notAMaker
    /// A picture could not be uploaded; nothing was created.
    case uploadFailed(file: String)
    /// The storage server refused a picture for a reason it named; nothing was created.
    case uploadRefused(file: String, UploadRefusal)
    /// The user keeps as many of something as the server allows (`max`): nothing was added.
    case limitReached(max: Int)
    /// The server refused the request for a reason the domain does not model: its HTTP status and, when it gave
    /// one, its own words (in the server's language, whatever the user's).
    case rejected(status: Int, serverText: String?)
    /// The server answered, but has no route at `path`, or asks for a sign-in where the contract needs none: it is
    /// not a SnapFit server (a wrong address or base path), or one that does not offer `path` yet (an older build).
    case wrongAddress(path: String)
    /// The server answered with something the client cannot read.
    case invalidResponse(detail: String)
}
