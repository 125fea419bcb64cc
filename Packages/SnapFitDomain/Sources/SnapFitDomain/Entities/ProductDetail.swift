import Foundation

/// Everything a buyer needs to choose a product and one of its options.
public struct ProductDetail: Sendable, Equatable, Identifiable {
    public let id: Int
    public let title: String
    public let description: String
    public let thumbnailURL: URL?
    public let imageURLs: [URL]
    public let vibes: [String]
    public let locations: [String]
    /// An indoor (studio) shoot rather than an outdoor one.
    public let isStudio: Bool
    /// Shortest first, then cheapest: never in the server's text order.
    public let options: [PriceOption]
    /// The price per additional person in KRW; `nil` when the maker set none.
    public let personPrice: Int?
    public let maker: MakerSummary
    /// Whether the signed-in user liked it.
    public var isLiked: Bool
    /// When it was listed, as the server wrote it (Korea local time).
    public let createdAt: String

    public init(
        id: Int, title: String, description: String, thumbnailURL: URL?, imageURLs: [URL], vibes: [String],
        locations: [String], isStudio: Bool, options: [PriceOption], personPrice: Int?, maker: MakerSummary,
        isLiked: Bool, createdAt: String
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.thumbnailURL = thumbnailURL
        self.imageURLs = imageURLs
        self.vibes = vibes
        self.locations = locations
        self.isStudio = isStudio
        self.options = options.sorted { ($0.minutes, $0.price) < ($1.minutes, $1.price) }
        self.personPrice = personPrice
        self.maker = maker
        self.isLiked = isLiked
        self.createdAt = createdAt
    }
}
