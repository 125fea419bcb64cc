import SettingsDomain
import SnapFitDomain
import SnapFitPresentation

/// The settings' words: what each value is called, and a setting as typed read into a change.
public enum SettingWords {
    /// The names `set` takes, and the values each takes.
    public static let values: [(name: String, values: [String])] = [
        ("lang", Language.allCases.map(\.rawValue)), ("currency", Currency.allCases.map(\.rawValue)),
        ("layout", ListLayout.allCases.map(\.rawValue)),
    ]

    /// A setting's name and value as typed (in any case; `language` for `lang`) as a change, or why not.
    static func change(name: String, value: String) throws(SettingRefusal) -> SettingChange {
        let value = value.lowercased()
        switch name.lowercased() {
        case "lang", "language":
            guard let chosen = Language(rawValue: value) else { throw refusal("lang", value) }
            return .language(chosen.preferred)
        case "currency":
            guard let currency = Currency(rawValue: value) else { throw refusal("currency", value) }
            return .currency(currency)
        case "layout":
            guard let layout = ListLayout(rawValue: value) else { throw refusal("layout", value) }
            return .layout(layout)
        default:
            throw .noSuchSetting(name)
        }
    }

    private static func refusal(_ name: String, _ value: String) -> SettingRefusal {
        .notAValue(name: name, value: value, allowed: values.first { $0.name == name }?.values ?? [])
    }

    /// What `value` of the setting `name` is called in `language` (a choice in a list of them); the value itself
    /// when it is not one of `values`.
    public static func label(name: String, value: String, in language: Language) -> String {
        switch name {
        case "lang": Language(rawValue: value).map { label($0, in: language) } ?? value
        case "currency": Currency(rawValue: value).map { label($0, in: language) } ?? value
        case "layout": ListLayout(rawValue: value).map { label($0, in: language) } ?? value
        default: value
        }
    }

    /// A language by its own name, the same in both languages.
    static func label(_ shown: Language, in language: Language) -> String {
        shown.pick("한국어", "English")
    }

    static func label(_ currency: Currency, in language: Language) -> String {
        switch currency {
        case .krw: language.pick("원 (KRW)", "Korean won (KRW)")
        case .usd: language.pick("미국 달러 (USD)", "US dollar (USD)")
        }
    }

    static func label(_ layout: ListLayout, in language: Language) -> String {
        switch layout {
        case .list: language.pick("한 줄에 한 상품", "a row per product")
        case .grid: language.pick("두 칸 카드", "cards in two columns")
        }
    }
}

/// Why a setting as typed cannot be changed.
public enum SettingRefusal: Error, Sendable, Equatable {
    case noSuchSetting(String)
    case notAValue(name: String, value: String, allowed: [String])

    public func message(in language: Language) -> String {
        switch self {
        case .noSuchSetting(let name):
            language.pick(
                "'\(name)'이라는 설정은 없습니다: lang, currency, layout 중 하나를 고르세요.",
                "There is no setting '\(name)': use lang, currency or layout.")
        case .notAValue(let name, let value, let allowed):
            language.pick(
                "\(name) 값으로 '\(value)'은 쓸 수 없습니다: \(allowed.joined(separator: "|")) 중 하나를 고르세요.",
                "'\(value)' is not a value of \(name): use \(allowed.joined(separator: "|")).")
        }
    }
}
