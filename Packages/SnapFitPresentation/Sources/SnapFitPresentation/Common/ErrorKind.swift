/// What kind of failure or notice a view model reports: stable, and what `--json` prints as `kind`, so scripts can
/// rely on it. Code on either side of a layer compares these cases, never their text.
public enum ErrorKind: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case accountExists = "account_exists"
    case accountNotFound = "account_not_found"
    case accountWithdrawn = "account_withdrawn"
    case alreadyCancelled = "already_cancelled"
    case alreadyLiked = "already_liked"
    case answerLost = "answer_lost"
    case cancelled
    case endOfList = "end_of_list"
    case forbidden
    case `internal`
    case invalidResponse = "invalid_response"
    case invalidSocialToken = "invalid_social_token"
    case makerWithdrawn = "maker_withdrawn"
    /// A script asked for something that needs a yes first (a warning it did not accept up front).
    case needsConfirmation = "needs_confirmation"
    case needsSignUp = "needs_sign_up"
    case nicknameTaken = "nickname_taken"
    case nicknameUnchanged = "nickname_unchanged"
    case noList = "no_list"
    case noSuchRow = "no_such_row"
    case notAMaker = "not_a_maker"
    case notFound = "not_found"
    case notLiked = "not_liked"
    case outcomeUnknown = "outcome_unknown"
    case outsideList = "outside_list"
    case priceChanged = "price_changed"
    case rejected
    case sessionExpired = "session_expired"
    case signedOut = "signed_out"
    case startOfList = "start_of_list"
    case timedOut = "timed_out"
    case unavailable
    case unreachable
    case unreadableFile = "unreadable_file"
    case uploadFailed = "upload_failed"
    case uploadRefused = "upload_refused"
    case validation
    case usage
    case wrongAddress = "wrong_address"
}
