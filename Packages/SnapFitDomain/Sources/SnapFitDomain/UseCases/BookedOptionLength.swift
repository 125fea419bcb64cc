/// How long a booked shoot is. The server does not say, so the length is taken from the product's options when
/// exactly one of them has the booked price.
enum BookedOptionLength {
    static func filled(_ reservation: Reservation, from products: any ProductRepository) async -> Reservation {
        guard reservation.optionMinutes == nil,
            let options = try? await products.product(id: reservation.product.id).options
        else { return reservation }
        let matching = options.filter { $0.price == reservation.optionPrice }
        guard matching.count == 1, let option = matching.first else { return reservation }
        return reservation.withOptionMinutes(option.minutes)
    }
}
