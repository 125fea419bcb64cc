/// The body of `POST /snapfit/post` (§3.11). `imageNames` and `thumbnail` are upload file names; the setting's wire
/// name is `studio`.
struct CreatePostDTO: Encodable, Sendable, Equatable {
    struct PriceDTO: Encodable, Sendable, Equatable {
        let min: Int
        let price: Int
    }

    let vibes: [String]
    let locations: [String]
    let imageNames: [String]
    let thumbnail: String
    let title: String
    let desc: String
    let studio: Bool
    let prices: [PriceDTO]
    let personPrice: Int
}
