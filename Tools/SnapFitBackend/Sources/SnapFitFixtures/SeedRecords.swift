/// A vibe as seeded: its id and Korean name.
public struct SeedVibe: Sendable, Hashable {
    public let id: Int
    public let name: String
}

/// A shooting region as seeded: its id and Korean administrative name.
public struct SeedLocation: Sendable, Hashable {
    public let id: Int
    public let name: String
}

/// An account as seeded. `socialId` is what the stand-in social verifier accepts as a token.
public struct SeedUser: Sendable, Hashable {
    public let id: Int
    public let socialId: String
    /// `"kakao"` or `"apple"`.
    public let socialType: String
    public let nickname: String
    /// Known vibe names.
    public let vibes: [String]
    /// Whether the account is a maker (작가).
    public let photographer: Bool
}

/// One price option of a product: a shoot length in minutes and its price in KRW.
public struct SeedPrice: Sendable, Hashable {
    public let minutes: Int
    public let price: Int

    public init(minutes: Int, price: Int) {
        self.minutes = minutes
        self.price = price
    }
}

/// A product (post) as seeded.
public struct SeedProduct: Sendable, Hashable {
    public let id: Int
    public let makerId: Int
    public let title: String
    public let description: String
    /// Known vibe names.
    public let vibes: [String]
    /// Known region names.
    public let locations: [String]
    /// Indoor (studio) shoot when true, outdoor when false.
    public let studio: Bool
    /// Image references: a stored file's name (`seed/p001-1.png`), which the backend serves as its storage's
    /// public URL, or a full URL, passed on unchanged.
    public let images: [String]
    /// One of `images`.
    public let thumbnail: String
    /// The options, deliberately not in price order.
    public let prices: [SeedPrice]
    /// The surcharge per additional person, in KRW.
    public let personPrice: Int
    /// `yyyy-MM-dd HH:mm:ss`, Korea local time.
    public let createdAt: String

    public init(
        id: Int, makerId: Int, title: String, description: String, vibes: [String], locations: [String],
        studio: Bool, images: [String], thumbnail: String, prices: [SeedPrice], personPrice: Int, createdAt: String
    ) {
        self.id = id
        self.makerId = makerId
        self.title = title
        self.description = description
        self.vibes = vibes
        self.locations = locations
        self.studio = studio
        self.images = images
        self.thumbnail = thumbnail
        self.prices = prices
        self.personPrice = personPrice
        self.createdAt = createdAt
    }
}
