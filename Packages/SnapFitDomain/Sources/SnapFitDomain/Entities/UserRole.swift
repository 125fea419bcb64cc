/// What a user may do: every user is a customer; a maker (작가) also lists products.
/// A customer becomes a maker only by applying to SnapFit's operators.
public enum UserRole: String, Sendable, Equatable {
    case customer
    case maker
}
