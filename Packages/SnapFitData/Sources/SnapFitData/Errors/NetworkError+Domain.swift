import SnapFitDomain
import SnapFitNetworking

extension NetworkError {
    /// The domain's meaning of this failure. `overrides` maps SnapFit `errorCode`s that an endpoint gives a
    /// specific meaning (such as 23, "no such post") before the general rules apply.
    func toDomain(overrides: [Int: DomainError] = [:]) -> DomainError {
        switch self {
        case .cannotConnect, .transport:
            return .unreachable
        case .connectionLost:
            return .answerLost
        case .timedOut:
            return .timedOut
        case .cancelled:
            return .cancelled
        case .signedOut:
            return .signedOut
        case .sessionExpired:
            return .sessionExpired
        case .unavailable(let reason):
            return .unavailable(reason: reason)
        case .httpStatus(let failure):
            if let code = failure.serverError?.code, let specific = overrides[code] {
                return specific
            }
            return .rejected(message: failure.serverError?.message ?? "HTTP \(failure.status)")
        case .redirected(let from, let to):
            return .invalidResponse(detail: "\(from) redirected to \(to ?? "nowhere"), which SnapFit never follows")
        case .undecodableBody(let codingPath, let detail):
            return .invalidResponse(detail: codingPath.isEmpty ? detail : "\(codingPath): \(detail)")
        case .invalidAnswer(let reason):
            return .invalidResponse(detail: reason)
        case .emptyBody:
            return .invalidResponse(detail: "empty body")
        case .invalidRequest(let reason):
            return .invalidResponse(detail: reason)
        }
    }
}
