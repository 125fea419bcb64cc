import SnapFitDomain

/// A product as the maker entered it, before any check.
public struct ProductDraft: Sendable, Equatable {
    public var title: String
    public var description: String
    public var vibes: [String]
    public var locations: [String]
    public var images: [ImageFile]
    public var thumbnail: ImageFile?
    public var options: [PriceOption]
    public var personPrice: Int
    public var isStudio: Bool

    public init(
        title: String, description: String, vibes: [String], locations: [String], images: [ImageFile],
        thumbnail: ImageFile?, options: [PriceOption], personPrice: Int, isStudio: Bool
    ) {
        self.title = title
        self.description = description
        self.vibes = vibes
        self.locations = locations
        self.images = images
        self.thumbnail = thumbnail
        self.options = options
        self.personPrice = personPrice
        self.isStudio = isStudio
    }
}
