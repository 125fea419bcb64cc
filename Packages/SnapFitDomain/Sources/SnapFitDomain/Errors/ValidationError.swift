/// Input refused before anything is sent, naming the field and why.
public struct ValidationError: Error, Sendable, Equatable {
    /// The input a rule applies to.
    public enum Field: Sendable, Equatable {
        case consents
        case nickname
        case vibes
        case socialToken
        case option
        case time
        case people
        case email
        case phone
        case place
        case reason
        case title
        case description
        case locations
        case images
        case thumbnail
        case personPrice
        case searchWords
        /// A field of a feature package, by its name in the feature's own field enum (decision 0024): the feature's
        /// presenter words it.
        case feature(String)
    }

    /// Why the input was refused.
    public enum Reason: Sendable, Equatable {
        /// A required value is missing or not accepted.
        case required
        /// Fewer than `min` characters or items.
        case tooShort(min: Int)
        /// More than `max` characters or items.
        case tooLong(max: Int)
        /// A text whose length in characters is outside the range.
        case length(ClosedRange<Int>)
        /// A value that is none of those allowed (the catalog's vibes, the product's options), which it names.
        case unknown(String, known: [String])
        /// The same value given twice.
        case duplicate(String)
        /// Not in the expected form, such as a date or an email address.
        case malformed(String)
        /// A time that is not in the future.
        case notInFuture
        /// A number outside `min...max`.
        case outOfRange(min: Int, max: Int)
        /// A file larger than `maxBytes`.
        case fileTooLarge(String, maxBytes: Int)
        /// A picture of more than `maxPixels` pixels.
        case tooManyPixels(String, maxPixels: Int)
    }

    public let field: Field
    public let reason: Reason

    public init(field: Field, reason: Reason) {
        self.field = field
        self.reason = reason
    }
}
