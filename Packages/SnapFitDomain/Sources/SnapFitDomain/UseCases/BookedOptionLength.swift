/// How long a booked shoot is. The server does not say, so the length is taken from the product's options when
/// exactly one of them has the booked price. A product that cannot be read leaves the length unknown.
public enum BookedOptionLength {
    public static func filled(_ reservation: Reservation, from products: any ProductRepository) async -> Reservation {
        await filled([reservation], from: products)[0]
    }

    /// Each reservation with its length, reading each product's options once, the products side by side.
    public static func filled(
        _ reservations: [Reservation], from products: any ProductRepository
    ) async -> [Reservation] {
        let unknown = Set(reservations.filter { $0.optionMinutes == nil }.map(\.product.id))
        let options = await withTaskGroup(of: (Int, [PriceOption]).self) { group in
            for id in unknown {
                group.addTask { (id, (try? await products.product(id: id).options) ?? []) }
            }
            var options: [Int: [PriceOption]] = [:]
            for await (id, productOptions) in group { options[id] = productOptions }
            return options
        }
        return reservations.map { reservation in
            guard reservation.optionMinutes == nil else { return reservation }
            let matching = options[reservation.product.id, default: []].filter { $0.price == reservation.optionPrice }
            guard matching.count == 1, let option = matching.first else { return reservation }
            return reservation.withOptionMinutes(option.minutes)
        }
    }
}
