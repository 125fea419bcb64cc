import Foundation

/// A checked booking, with the prices and maker taken from the product, ready to send.
public struct ReservationRequest: Sendable, Equatable {
    public let productID: Int
    public let makerID: Int
    public let option: PriceOption
    public let additionalPeople: Int
    public let personPrice: Int
    public let place: String
    public let time: Date
    public let email: String
    /// 11 digits starting `01`.
    public let phone: String?

    public init(
        productID: Int, makerID: Int, option: PriceOption, additionalPeople: Int, personPrice: Int, place: String,
        time: Date, email: String, phone: String?
    ) {
        self.productID = productID
        self.makerID = makerID
        self.option = option
        self.additionalPeople = additionalPeople
        self.personPrice = personPrice
        self.place = place
        self.time = time
        self.email = email
        self.phone = phone
    }
}
