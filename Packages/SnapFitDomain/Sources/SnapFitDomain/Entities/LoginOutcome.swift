/// What a social login leads to.
public enum LoginOutcome: Sendable, Equatable {
    /// A session is stored; the user is signed in.
    case signedIn
    /// No SnapFit account exists for this social account yet: sign up first.
    case needsSignUp
}
