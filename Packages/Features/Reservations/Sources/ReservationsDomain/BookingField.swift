import SnapFitDomain

/// A field of the booking form, in the order a form asks for it.
public enum BookingField: String, Sendable, Equatable, Hashable, CaseIterable {
    case option
    case time
    case people
    case email
    case phone
    case place

    /// The field a validation error names for it.
    public var validationField: ValidationError.Field {
        switch self {
        case .option: .option
        case .time: .time
        case .people: .people
        case .email: .email
        case .phone: .phone
        case .place: .place
        }
    }

    /// Whether the form may be left without it (an empty answer).
    public var isOptional: Bool { self == .phone }
}
