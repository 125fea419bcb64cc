import SnapFitDomain

/// One setting given a new value.
public enum SettingChange: Sendable, Equatable {
    case language(PreferredLanguage)
    case currency(Currency)
    case layout(ListLayout)

    /// `preferences` with this change made.
    func applied(to preferences: Preferences) -> Preferences {
        var changed = preferences
        switch self {
        case .language(let language): changed.language = language
        case .currency(let currency): changed.currency = currency
        case .layout(let layout): changed.layout = layout
        }
        return changed
    }
}
