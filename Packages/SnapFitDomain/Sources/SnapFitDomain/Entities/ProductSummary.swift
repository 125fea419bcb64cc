import Foundation

/// A product as lists show it.
public struct ProductSummary: Sendable, Equatable, Identifiable, Codable {
    public let id: Int
    public let title: String
    public let thumbnailURL: URL?
    public let vibes: [String]
    public let locations: [String]
    /// An indoor (studio) shoot rather than an outdoor one.
    public let isStudio: Bool
    /// The cheapest option's price in KRW; `nil` when the product has no options.
    public let lowestPrice: Int?
    public let maker: MakerSummary
    /// Whether the signed-in user liked it.
    public var isLiked: Bool

    public init(
        id: Int, title: String, thumbnailURL: URL?, vibes: [String], locations: [String], isStudio: Bool,
        lowestPrice: Int?, maker: MakerSummary, isLiked: Bool
    ) {
        self.id = id
        self.title = title
        self.thumbnailURL = thumbnailURL
        self.vibes = vibes
        self.locations = locations
        self.isStudio = isStudio
        self.lowestPrice = lowestPrice
        self.maker = maker
        self.isLiked = isLiked
    }
}
