import SnapFitDomain

/// A checked product, ready to upload and create: names as the catalog spells them, every picture readable.
public struct ProductSubmission: Sendable, Equatable {
    public let title: String
    public let description: String
    public let vibes: [String]
    public let locations: [String]
    public let images: [ImageFile]
    public let thumbnail: ImageFile
    public let options: [PriceOption]
    public let personPrice: Int
    public let isStudio: Bool

    public init(
        title: String, description: String, vibes: [String], locations: [String], images: [ImageFile],
        thumbnail: ImageFile, options: [PriceOption], personPrice: Int, isStudio: Bool
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

    /// Every picture to upload once: the images, then the thumbnail when it is not one of them.
    public var uploads: [ImageFile] {
        images.contains(thumbnail) ? images : images + [thumbnail]
    }
}
