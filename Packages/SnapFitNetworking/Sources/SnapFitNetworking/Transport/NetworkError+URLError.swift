import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Maps whatever a `URLSessionable` threw to the transport case it stands for.
    init(sessionError error: any Error) {
        switch error {
        case let error as NetworkError:
            self = error
        case is CancellationError:
            self = .cancelled
        case let error as URLError:
            self.init(urlErrorCode: error.code)
        default:
            self = .transport(code: URLError.Code.unknown.rawValue)
        }
    }

    private init(urlErrorCode code: URLError.Code) {
        switch code {
        case .timedOut:
            self = .timedOut
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .dnsLookupFailed:
            self = .cannotConnect
        case .networkConnectionLost:
            self = .connectionLost
        case .cancelled:
            self = .cancelled
        default:
            self = .transport(code: code.rawValue)
        }
    }

    /// Whether the failure may go away on a second try of an idempotent request.
    var isTransient: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .transport:
            true
        case .httpStatus(let failure):
            (500...599).contains(failure.status)
        case .invalidRequest, .cancelled, .undecodableBody, .emptyBody, .signedOut, .sessionExpired, .unavailable,
            .redirected, .invalidAnswer:
            false
        }
    }

    /// Whether the request never got an answer from the server (no connection, timeout, cancellation, nothing
    /// able to serve it).
    var isTransportFailure: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost, .cancelled, .transport, .unavailable:
            true
        case .invalidRequest, .httpStatus, .undecodableBody, .emptyBody, .signedOut, .sessionExpired, .redirected,
            .invalidAnswer:
            false
        }
    }
}
