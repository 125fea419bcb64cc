extension ErrorKind {
    /// Where the user can mend an error of this kind, when its scene names nothing more particular: the one policy
    /// from failure to next step, which every UI words through its own table of destinations.
    public var nextStep: Intent? {
        switch self {
        case .signedOut, .sessionExpired: .logIn
        case .accountNotFound, .needsSignUp: .signUp(nil)
        case .unreachable, .timedOut: .reachServer
        case .wrongAddress: .checkAddress
        case .noList: .showProducts
        case .outcomeUnknown: .showReservations
        case .accountExists, .accountWithdrawn, .alreadyCancelled, .alreadyLiked, .answerLost, .cancelled, .endOfList,
            .forbidden, .internal, .invalidResponse, .invalidSocialToken, .makerWithdrawn, .needsConfirmation,
            .nicknameTaken,
            .nicknameUnchanged, .noSuchRow, .notAMaker, .notFound, .notLiked, .outsideList, .priceChanged, .rejected,
            .startOfList, .unavailable, .unreadableFile, .uploadFailed, .uploadRefused, .validation, .usage:
            nil
        }
    }
}
