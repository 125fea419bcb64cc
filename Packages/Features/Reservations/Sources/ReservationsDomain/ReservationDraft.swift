import SnapFitDomain

/// A booking as the user typed it, before any check.
public struct ReservationDraft: Sendable, Equatable {
    public var productID: Int
    /// The length of the chosen option, which picks it among the product's options.
    public var optionMinutes: Int
    /// Korea time, `YYYY-MM-DD HH:MM`.
    public var time: String
    /// Everyone in the shoot, at least 1.
    public var people: Int
    public var email: String
    /// Optional; dashes and spaces are allowed.
    public var phone: String?
    public var place: String

    public init(
        productID: Int, optionMinutes: Int, time: String, people: Int, email: String, phone: String?, place: String
    ) {
        self.productID = productID
        self.optionMinutes = optionMinutes
        self.time = time
        self.people = people
        self.email = email
        self.phone = phone
        self.place = place
    }
}

extension ReservationDraft {
    /// The draft made of a form's answers as typed. The option and the people must be whole numbers; other fields
    /// are checked when the draft is (`MakeReservation`), and an empty phone is none.
    public init(productID: Int, answers: [BookingField: String]) throws(DomainError) {
        self.init(
            productID: productID, optionMinutes: try Self.wholeNumber(answers[.option], field: .option),
            time: answers[.time] ?? "", people: try Self.wholeNumber(answers[.people], field: .people),
            email: answers[.email] ?? "", phone: answers[.phone].flatMap { $0.isEmpty ? nil : $0 },
            place: answers[.place] ?? "")
    }

    /// `answer` as a whole number, blanks around it allowed; a validation error naming `field` otherwise.
    static func wholeNumber(_ answer: String?, field: BookingField) throws(DomainError) -> Int {
        let text = (answer ?? "").trimmingCharacters(in: .whitespaces)
        guard let number = Int(text) else {
            throw .validation(.init(field: field.validationField, reason: .malformed(answer ?? "")))
        }
        return number
    }
}
