/// The shape of a JSON value as the server's DTOs and their bean validation declare it: what a request body is
/// checked against (`StrictObject(body:schema:)`) and what `/api-docs` publishes, from the one declaration.
indirect enum Schema: Sendable {
    case string(Text)
    case integer(Whole)
    case boolean
    case number
    /// A JSON array of `items`, with `count` of them when bounded (`@Size` on a list).
    case array(of: Schema, count: ClosedRange<Int>? = nil)
    /// A JSON object with exactly these members: any other is refused, as Jackson's `FAIL_ON_UNKNOWN_PROPERTIES`.
    case object([Field])
    /// An object whose members are all of one shape (a map), named by their keys.
    case map(of: Schema)
    /// `null` or the value.
    case nullable(Schema)
    /// A shape the document names once under `components/schemas` and refers to.
    case named(String, Schema)
    /// A vibe or location name: a string the handler resolves against the reference table, ignoring case.
    case reference(ReferenceTable)

    /// A string's rules: its length in UTF-16 units (Java's `length()`), the exact values it may take, a pattern
    /// it must match whole (by Unicode scalars, as Java matches code points), whether blank text is refused
    /// (`@NotBlank`), and a format (`email`, or a documentation-only one such as the local date-time).
    struct Text: Sendable {
        var length: ClosedRange<Int>? = nil
        var values: [String]? = nil
        var pattern: String? = nil
        var notBlank = false
        var format: Format? = nil
        var example: String? = nil
    }

    /// A string format. `email` is checked as Hibernate Validator's `@Email` checks it; the others describe text a
    /// handler reads itself.
    enum Format: String, Sendable {
        case email
        /// `yyyy-MM-ddTHH:mm[:ss[.fraction]][Z]`, Korea wall-clock time, read by `KoreaTime.parseRequestTime`.
        case koreaLocalDateTime = "korea-local-date-time"
        /// A SnapFit JWT.
        case jwt
    }

    /// An integer's rules: a Java `int` (32 bits) or `long` (64), and the range `@Min`/`@Max` allow.
    struct Whole: Sendable {
        var bits: Int = 32
        var range: ClosedRange<Int>? = nil

        static let int = Whole()
        static let long = Whole(bits: 64)
    }

    /// One member of an object.
    struct Field: Sendable {
        let name: String
        let schema: Schema
        /// Whether absent or `null` is refused (`400, code 1`).
        var required: Bool
        var summary: String?

        init(_ name: String, _ schema: Schema, required: Bool = true, _ summary: String? = nil) {
            self.name = name
            self.schema = schema
            self.required = required
            self.summary = summary
        }
    }

    /// The reference tables names are resolved against.
    enum ReferenceTable: Sendable {
        case vibes, locations
    }

    /// A plain string.
    static let text = Schema.string(Text())
}
