import SnapFitDomain

/// A field of the product registration form, in the order the form asks for it.
public enum ProductField: String, Sendable, Hashable, CaseIterable {
    case title
    case description
    case vibes
    case locations
    case images
    case thumbnail
    case options
    case personPrice
    case studio
}
