/// What a scene can show when it fails: its outcome enum's `case failed(ErrorViewModel)`.
public protocol FailableOutcome: Sendable {
    static func failed(_ error: ErrorViewModel) -> Self
}
