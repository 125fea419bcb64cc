/// How a socket exchange failed, in the terms the provider needs: whether the request may have reached the server.
enum ExchangeFailure: Error, Equatable {
    /// No connection was made: nothing was sent.
    case cannotConnect
    /// The deadline passed.
    case timedOut
    /// The connection broke after the request began to go out, before the answer was complete.
    case answerLost
    /// The server answered with something that is not a valid HTTP/1.1 answer, or one past the limits.
    case invalidAnswer(String)

    var networkError: NetworkError {
        switch self {
        case .cannotConnect: .cannotConnect
        case .timedOut: .timedOut
        case .answerLost: .connectionLost
        case .invalidAnswer(let reason): .invalidAnswer(reason: reason)
        }
    }
}
