/// Why a token failed `JWT.verify`.
public enum JWTError: Error, Sendable, Equatable {
    /// Not three base64url parts, a header other than HS256, or claims that are not the SnapFit JSON.
    case malformed
    /// The signature does not match the secret.
    case badSignature
    /// Well formed and signed, but `exp` is not after `now`.
    case expired
}
