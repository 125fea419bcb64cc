import SnapFitDomain

extension Language {
    /// The language a saved setting names.
    public init(_ preferred: PreferredLanguage) {
        switch preferred {
        case .korean: self = .korean
        case .english: self = .english
        }
    }

    /// This language as a setting.
    public var preferred: PreferredLanguage {
        switch self {
        case .korean: .korean
        case .english: .english
        }
    }
}
