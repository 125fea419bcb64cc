import Foundation
import SnapFitDomain

/// The server's limits for a new product, checked before any upload.
public enum ProductRules {
    public static let titleLength = 1...128
    public static let descriptionLength = 1...4000
    public static let locationCount = 1...2
    public static let imageCount = 1...8
    public static let personPrice = 0...100_000_000

    /// `draft` checked field by field in the form's order, with vibes and regions spelled as the catalog does.
    public static func submission(
        _ draft: ProductDraft, catalog: ProductCatalog
    ) throws(DomainError) -> ProductSubmission {
        ProductSubmission(
            title: try title(draft.title), description: try description(draft.description),
            vibes: try ProfileRules.vibes(draft.vibes, known: catalog.vibes),
            locations: try locations(draft.locations, known: catalog.locations), images: try images(draft.images),
            thumbnail: try thumbnail(draft.thumbnail.map { [$0] } ?? []), options: try options(draft.options),
            personPrice: try personPrice(draft.personPrice), isStudio: draft.isStudio)
    }

    public static func title(_ input: String) throws(DomainError) -> String {
        try TextRules.trimmed(input, field: .title, length: titleLength)
    }

    public static func description(_ input: String) throws(DomainError) -> String {
        try TextRules.trimmed(input, field: .description, length: descriptionLength)
    }

    /// One or two regions, named as the catalog does (in any case, or by id), none twice.
    public static func locations(_ input: [String], known: [Location]) throws(DomainError) -> [String] {
        if input.count < locationCount.lowerBound {
            throw .validation(.init(field: .locations, reason: .tooShort(min: locationCount.lowerBound)))
        }
        if input.count > locationCount.upperBound {
            throw .validation(.init(field: .locations, reason: .tooLong(max: locationCount.upperBound)))
        }
        var names: [String] = []
        for name in input {
            guard let location = known.first(where: { $0.isMeant(by: name) }) else {
                throw .validation(.init(field: .locations, reason: .unknown(name, known: known.map(\.name))))
            }
            guard !names.contains(location.name) else {
                throw .validation(.init(field: .locations, reason: .duplicate(location.name)))
            }
            names.append(location.name)
        }
        return names
    }

    /// One to eight pictures, each a format the storage takes and no larger than it takes.
    public static func images(_ images: [ImageFile]) throws(DomainError) -> [ImageFile] {
        if images.count < imageCount.lowerBound {
            throw .validation(.init(field: .images, reason: .tooShort(min: imageCount.lowerBound)))
        }
        if images.count > imageCount.upperBound {
            throw .validation(.init(field: .images, reason: .tooLong(max: imageCount.upperBound)))
        }
        for image in images { try picture(image, field: .images) }
        return images
    }

    /// Exactly one picture, checked as the images are.
    public static func thumbnail(_ files: [ImageFile]) throws(DomainError) -> ImageFile {
        guard let thumbnail = files.first else { throw .validation(.init(field: .thumbnail, reason: .required)) }
        guard files.count == 1 else { throw .validation(.init(field: .thumbnail, reason: .tooLong(max: 1))) }
        try picture(thumbnail, field: .thumbnail)
        return thumbnail
    }

    /// At least one option, each longer than no minutes and dearer than nothing, no length twice.
    public static func options(_ options: [PriceOption]) throws(DomainError) -> [PriceOption] {
        guard !options.isEmpty else { throw .validation(.init(field: .option, reason: .required)) }
        if let bad = options.first(where: { $0.minutes <= 0 || $0.price <= 0 }) {
            throw .validation(.init(field: .option, reason: .malformed("\(bad.minutes):\(bad.price)")))
        }
        if let duplicate = duplicate(in: options.map(\.minutes)) {
            throw .validation(.init(field: .option, reason: .duplicate("\(duplicate)")))
        }
        return options
    }

    public static func personPrice(_ price: Int) throws(DomainError) -> Int {
        guard personPrice.contains(price) else {
            throw .validation(
                .init(
                    field: .personPrice, reason: .outOfRange(min: personPrice.lowerBound, max: personPrice.upperBound)))
        }
        return price
    }

    /// The formats the upload takes, as a refused JPEG names them.
    public static let pictureFormats = ["png", "heic", "heif"]

    /// A picture as `PictureRules` takes it. A JPEG, what cameras and phones make, is a format the upload does not
    /// take (`unknown`, naming the ones it does), so the form can say to convert it; other bytes are malformed.
    private static func picture(_ image: ImageFile, field: ValidationError.Field) throws(DomainError) {
        let reason: ValidationError.Reason
        switch PictureRules.problem(in: image.data) {
        case nil: return
        case .tooLarge?: reason = .fileTooLarge(image.name, maxBytes: PictureRules.maxBytes)
        case .malformed? where image.data.starts(with: [0xFF, 0xD8, 0xFF]):
            reason = .unknown(image.name, known: pictureFormats)
        case .malformed?: reason = .malformed(image.name)
        case .tooManyPixels?: reason = .tooManyPixels(image.name, maxPixels: PictureRules.maxPixels)
        }
        throw .validation(.init(field: field, reason: reason))
    }

    private static func duplicate(in values: [Int]) -> Int? {
        var seen: Set<Int> = []
        return values.first { !seen.insert($0).inserted }
    }
}
