/// A product in a list (§4.6). The thumbnail key is `thumbNail`, with a capital N.
struct PostSummaryDTO: Decodable, Sendable, Equatable {
    let id: Int
    let maker: MakerRefDTO
    let title: String
    let thumbNail: String?
    let vibes: [String]
    let locations: [String]
    /// The smallest option price; 2147483647 when the product has no options.
    let price: WireAmount
    let studio: Bool
    let like: Bool
}

/// A product's maker, inside products and reservations (§4.5).
struct MakerRefDTO: Decodable, Sendable, Equatable {
    let id: Int
    let nickName: String
}
