/// The user asked for something the CLI cannot parse: exit code 64, an explanation and a hint.
public struct UsageError: Error, Sendable, Equatable {
    /// One line saying what is wrong.
    public let message: LocalizedText
    /// One line saying what to do instead; the runner supplies a general one when `nil`.
    public let hint: LocalizedText?

    public init(_ message: LocalizedText, hint: LocalizedText? = nil) {
        self.message = message
        self.hint = hint
    }
}
