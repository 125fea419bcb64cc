import Foundation

/// The server's limits for a new product, checked before any upload.
public enum ProductRules {
    public static let titleLength = 1...128
    public static let descriptionLength = 1...4000
    public static let locationCount = 1...2
    public static let imageCount = 1...8
    public static let personPrice = 0...100_000_000
    /// The largest picture the storage accepts in one upload.
    public static let maxImageBytes = 10 << 20

    /// `draft` checked field by field in the form's order, with vibes and regions spelled as the catalog does.
    public static func submission(
        _ draft: ProductDraft, knownVibes: [Vibe], knownLocations: [Location]
    ) throws(DomainError) -> ProductSubmission {
        let title = try TextRules.trimmed(draft.title, field: .title, length: titleLength)
        let description = try TextRules.trimmed(draft.description, field: .description, length: descriptionLength)
        let vibes = try ProfileRules.vibes(draft.vibes, known: knownVibes)
        let locations = try self.locations(draft.locations, known: knownLocations)
        let images = try self.images(draft.images)
        guard let thumbnail = draft.thumbnail else { throw .validation(.init(field: .thumbnail, reason: .required)) }
        guard thumbnail.kind != nil else {
            throw .validation(.init(field: .thumbnail, reason: .malformed(thumbnail.name)))
        }
        guard thumbnail.data.count <= maxImageBytes else {
            throw .validation(.init(field: .thumbnail, reason: .fileTooLarge(thumbnail.name, maxBytes: maxImageBytes)))
        }
        guard !draft.options.isEmpty else { throw .validation(.init(field: .option, reason: .required)) }
        if let bad = draft.options.first(where: { $0.minutes <= 0 || $0.price <= 0 }) {
            throw .validation(.init(field: .option, reason: .malformed("\(bad.minutes):\(bad.price)")))
        }
        if let duplicate = duplicate(in: draft.options.map(\.minutes)) {
            throw .validation(.init(field: .option, reason: .duplicate("\(duplicate)")))
        }
        guard personPrice.contains(draft.personPrice) else {
            throw .validation(
                .init(
                    field: .personPrice, reason: .outOfRange(min: personPrice.lowerBound, max: personPrice.upperBound)))
        }
        return ProductSubmission(
            title: title, description: description, vibes: vibes, locations: locations, images: images,
            thumbnail: thumbnail, options: draft.options, personPrice: draft.personPrice, isStudio: draft.isStudio)
    }

    private static func locations(_ input: [String], known: [Location]) throws(DomainError) -> [String] {
        if input.count < locationCount.lowerBound {
            throw .validation(.init(field: .locations, reason: .tooShort(min: locationCount.lowerBound)))
        }
        if input.count > locationCount.upperBound {
            throw .validation(.init(field: .locations, reason: .tooLong(max: locationCount.upperBound)))
        }
        var names: [String] = []
        for name in input {
            let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let location = known.first(where: { $0.name.lowercased() == wanted }) else {
                throw .validation(.init(field: .locations, reason: .unknown(name)))
            }
            guard !names.contains(location.name) else {
                throw .validation(.init(field: .locations, reason: .duplicate(location.name)))
            }
            names.append(location.name)
        }
        return names
    }

    private static func images(_ images: [ImageFile]) throws(DomainError) -> [ImageFile] {
        if images.count < imageCount.lowerBound {
            throw .validation(.init(field: .images, reason: .tooShort(min: imageCount.lowerBound)))
        }
        if images.count > imageCount.upperBound {
            throw .validation(.init(field: .images, reason: .tooLong(max: imageCount.upperBound)))
        }
        if let unreadable = images.first(where: { $0.kind == nil }) {
            throw .validation(.init(field: .images, reason: .malformed(unreadable.name)))
        }
        if let large = images.first(where: { $0.data.count > maxImageBytes }) {
            throw .validation(.init(field: .images, reason: .fileTooLarge(large.name, maxBytes: maxImageBytes)))
        }
        return images
    }

    private static func duplicate(in values: [Int]) -> Int? {
        var seen: Set<Int> = []
        return values.first { !seen.insert($0).inserted }
    }
}
