import Foundation
import SnapFitDomain

extension PostSummaryDTO {
    /// The server's stand-in for "no options".
    static let noPrice = Int(Int32.max)

    func toDomain() -> ProductSummary {
        ProductSummary(
            id: id, title: title, thumbnailURL: thumbNail.flatMap(URL.init(string:)), vibes: vibes,
            locations: locations, isStudio: studio, lowestPrice: price.value == Self.noPrice ? nil : price.value,
            maker: maker.toDomain(), isLiked: like)
    }
}

extension PostDetailDTO {
    /// The product as the domain reads it.
    public func toDomain() -> ProductDetail {
        ProductDetail(
            id: id, title: title, description: desc, thumbnailURL: thumbnail.flatMap(URL.init(string:)),
            imageURLs: images.compactMap(URL.init(string:)), vibes: vibes, locations: locations, isStudio: studio,
            options: prices.map { PriceOption(minutes: $0.min, price: $0.price.value) },
            personPrice: personPrice?.value,
            maker: maker.toDomain(), isLiked: like, createdAt: createAt)
    }
}

extension MakerRefDTO {
    func toDomain() -> MakerSummary {
        MakerSummary(id: id, nickname: nickName)
    }
}
