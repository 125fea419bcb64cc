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
