import SnapFitDomain

/// A product as a list card shows it.
public struct ProductCardViewModel: Sendable, Equatable, Encodable {
    public let id: Int
    public let title: String
    /// The cheapest option, e.g. "30,000원~"; "—" when the product has no options.
    public let priceLabel: String
    /// The cheapest option's price in won, for scripts.
    public let lowestPrice: Int?
    /// The cheapest option's price in the screen's currency, when it is not won.
    public let lowestPriceConverted: ConvertedPrice?
    /// "서울 | 부산".
    public let locationsLabel: String
    public let vibes: [String]
    /// "러블리, 내추럴" / "Lovely, Natural".
    public let vibesLabel: String
    /// "실내스냅" for a studio shoot, "야외스냅" otherwise.
    public let settingLabel: String
    public let makerNickname: String
    public let liked: Bool
    /// The signed-in maker's own product, which offers them no like.
    public let isViewersOwn: Bool
    public let thumbnail: String?

    /// - Parameters:
    ///   - product: the product the card shows.
    ///   - prices: how its price is shown.
    ///   - viewerID: the signed-in user's id, when known.
    public init(product: ProductSummary, prices: PriceFormat, viewerID: Int? = nil) {
        let language = prices.language
        id = product.id
        title = product.title
        priceLabel = product.lowestPrice.map { prices.label($0) + "~" } ?? "—"
        lowestPrice = product.lowestPrice
        lowestPriceConverted = product.lowestPrice.flatMap(prices.converted)
        locationsLabel = product.locations.map { Glossary.locations.label(for: $0, language: language) }
            .joined(separator: " | ")
        vibes = product.vibes
        vibesLabel = Glossary.vibes.labels(for: product.vibes, language: language)
        settingLabel = SettingLabel.text(studio: product.isStudio, language: language)
        makerNickname = product.maker.nickname
        liked = product.isLiked
        isViewersOwn = viewerID == product.maker.id
        thumbnail = product.thumbnailURL?.absoluteString
    }
}

/// Names a shoot's setting.
public enum SettingLabel {
    public static func text(studio: Bool, language: Language) -> String {
        studio ? language.pick("실내스냅", "studio") : language.pick("야외스냅", "outdoor")
    }
}
