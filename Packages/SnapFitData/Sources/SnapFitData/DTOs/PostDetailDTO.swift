/// A product's detail (§4.7). The thumbnail key is `thumbnail` here, the date is `createAt`, and `prices` come
/// sorted as text, so their order means nothing. Public, with its mapping, for the features' Data layers whose
/// routes answer a product (a new one, for example); its fields stay the wire's, seen only here.
public struct PostDetailDTO: Decodable, Sendable, Equatable {
    struct PriceDTO: Decodable, Sendable, Equatable {
        let min: Int
        let price: WireAmount
    }

    let id: Int
    let maker: MakerRefDTO
    let createAt: String
    let thumbnail: String?
    let images: [String]
    let desc: String
    let title: String
    let vibes: [String]
    let locations: [String]
    let prices: [PriceDTO]
    let personPrice: WireAmount?
    let studio: Bool
    let like: Bool
}
