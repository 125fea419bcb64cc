import SnapFitDomain
import SnapFitNetworking

extension NetworkError {
    /// The domain's meaning of this failure. `overrides` maps SnapFit `errorCode`s that an endpoint gives a
    /// specific meaning (such as 23, "no such post") before the general rules apply. `publicRoute` says the
    /// endpoint needs no sign-in, so a 401 from it means the server does not offer `path` as SnapFit does.
    func toDomain(overrides: [Int: DomainError] = [:], publicRoute: Bool = false, path: String) -> DomainError {
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
            if failure.meansNoSuchRoute(publicRoute: publicRoute) { return .wrongAddress(path: path) }
            if let code = failure.serverError?.code, let specific = overrides[code] {
                return specific
            }
            return .rejected(status: failure.status, serverText: failure.serverError?.message)
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

extension HTTPFailure {
    /// A 404 that is not one of SnapFit's own (which all carry an `errorCode`), or a 401 on a route that needs no
    /// sign-in: the real server answers so only for paths it does not have (§4.9).
    fileprivate func meansNoSuchRoute(publicRoute: Bool) -> Bool {
        (status == 404 && serverError?.code == nil) || (status == 401 && publicRoute && serverError?.code != 10)
    }
}
