import Foundation

/// A booked shoot, as its detail shows it.
public struct Reservation: Sendable, Equatable, Identifiable {
    public let id: Int
    public let product: ProductSummary
    public let maker: MakerSummary
    public let customer: UserSummary
    /// The chosen option's price in KRW.
    public let optionPrice: Int
    /// The chosen option's length; the server never returns it, so it is known only right after booking.
    public let optionMinutes: Int?
    /// People besides the first one.
    public let additionalPeople: Int
    /// The price per additional person in KRW.
    public let personPrice: Int
    public let place: String
    /// The shoot's start.
    public let time: Date
    public let email: String
    public let phone: String?
    public let status: ReservationStatus

    public init(
        id: Int, product: ProductSummary, maker: MakerSummary, customer: UserSummary, optionPrice: Int,
        optionMinutes: Int?, additionalPeople: Int, personPrice: Int, place: String, time: Date, email: String,
        phone: String?, status: ReservationStatus
    ) {
        self.id = id
        self.product = product
        self.maker = maker
        self.customer = customer
        self.optionPrice = optionPrice
        self.optionMinutes = optionMinutes
        self.additionalPeople = additionalPeople
        self.personPrice = personPrice
        self.place = place
        self.time = time
        self.email = email
        self.phone = phone
        self.status = status
    }

    /// Everyone in the shoot.
    public var people: Int { additionalPeople + 1 }

    /// The option's price plus the per-person price for each additional person.
    public var totalPrice: Int { optionPrice + personPrice * additionalPeople }

    /// The same reservation with the option's length, when the caller knows it.
    public func withOptionMinutes(_ minutes: Int) -> Reservation {
        Reservation(
            id: id, product: product, maker: maker, customer: customer, optionPrice: optionPrice,
            optionMinutes: minutes, additionalPeople: additionalPeople, personPrice: personPrice, place: place,
            time: time, email: email, phone: phone, status: status)
    }
}
