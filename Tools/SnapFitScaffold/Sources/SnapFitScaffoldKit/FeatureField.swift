/// One field of a generated feature, from `--field name:kind`: what each layer makes of it. Without `--field` a
/// feature has one, `title:text`.
public struct FeatureField: Sendable, Equatable {
    /// What a field holds, each with a default rule the feature's `<One>Rules` states (and a team may change).
    public enum Kind: String, Sendable, CaseIterable {
        /// One line of 1–40 characters.
        case text
        /// A whole number from 0 to 1,000,000,000.
        case int
        /// A calendar day, `YYYY-MM-DD`.
        case date
        /// Yes or no.
        case bool
    }

    /// `percent`, `startDay`: the Swift property, the JSON key and the web form's field.
    public let name: String
    public let kind: Kind

    /// The default field: a title.
    public static let title = FeatureField(name: "title", kind: .text)

    private static let reserved: Set<String> = [
        "id", "userId", "self", "class", "struct", "enum", "func", "var", "let", "default", "case", "in", "is", "as",
        "if", "else", "for", "while", "return", "true", "false", "nil", "init", "deinit", "extension", "protocol",
        "import", "internal", "public", "private", "static", "throws", "try", "repeat", "switch", "where", "type",
        "description", "hashValue", "rawValue", "allCases", "validationField",
        // The generated code's own names beside the fields': the routes' locals, the row's, the rules', the form's.
        "body", "rows", "row", "table", "call", "values", "item", "language", "maxPerUser", "csrf", "back", "draft",
        "answers", "field", "repository", "path", "feature", "list", "create", "json",
    ]

    private init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Reads `name:kind`, such as `percent:int`.
    public init(_ spec: String) throws(ScaffoldError) {
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, let kind = Kind(rawValue: parts[1]) else {
            throw ScaffoldError("'\(spec)' is not a field: give name:kind, the kind one of \(kinds)")
        }
        let name = parts[0]
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.count <= 30,
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw ScaffoldError(
                "'\(name)' is not a field name: start with a lowercase letter, then ASCII letters and digits "
                    + "(lowerCamelCase, at most 30)")
        }
        guard !Self.reserved.contains(name) else {
            throw ScaffoldError("'\(name)' is not a field name: it would clash with Swift or the feature's own names")
        }
        self.init(name: name, kind: kind)
    }

    /// The field's words, split at its capitals: `startDay` is `start` and `day`.
    private var words: [String] {
        name.reduce(into: [String]()) { words, character in
            if character.isUppercase || words.isEmpty {
                words.append(String(character).lowercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
    }

    /// `StartDay`: in type-like names.
    var upper: String { name.prefix(1).uppercased() + name.dropFirst() }
    /// `start-day`: the command's flag.
    var flag: String { words.joined(separator: "-") }
    /// `Start day`: the label until the team words it.
    var label: String {
        let spaced = words.joined(separator: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// The Swift type of the checked value.
    var swiftType: String {
        switch kind {
        case .text, .date: "String"
        case .int: "Int"
        case .bool: "Bool"
        }
    }

    /// The placeholder of the field's flag.
    var placeholder: String {
        switch kind {
        case .text: "TEXT"
        case .int: "NUMBER"
        case .date: "YYYY-MM-DD"
        case .bool: "yes|no"
        }
    }

    /// A value a row an older version wrote reads for the field: the empty text, zero, no.
    var defaultLiteral: String {
        switch kind {
        case .text, .date: #""""#
        case .int: "0"
        case .bool: "false"
        }
    }

    /// A good answer as typed, the value it gives as Swift, and as a list shows it in English.
    var sample: (answer: String, literal: String, shown: String) {
        switch kind {
        case .text: ("생일 선물", #""생일 선물""#, "생일 선물")
        case .int: ("5000", "5000", "5,000")
        case .date: ("2031-05-05", #""2031-05-05""#, "2031-05-05")
        case .bool: ("yes", "true", "yes")
        }
    }

    /// The seeded row's value, as Swift.
    var seedLiteral: String {
        switch kind {
        case .text: #""첫 항목""#
        case .int: "1"
        case .date: #""2030-01-01""#
        case .bool: "false"
        }
    }

    /// An answer the default rule refuses, and the `ValidationError.Reason` it is refused with, as Swift.
    func refused(rules: String) -> (answer: String, reason: String) {
        switch kind {
        case .text: ("", ".tooShort(min: \(rules).\(name)Length.lowerBound)")
        case .int: ("abc", #".malformed("abc")"#)
        case .date: ("2031-02-30", #".malformed("2031-02-30")"#)
        case .bool: ("maybe", #".malformed("maybe")"#)
        }
    }

    /// The JSON of `literal` (a Swift literal of the field's type) in a request or an answer.
    func json(_ literal: String) -> String { "\"\(name)\":\(literal)" }
}
