/// Why `dev reset` could not write the seed, in the user's words.
public struct DevResetFailure: Error {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
