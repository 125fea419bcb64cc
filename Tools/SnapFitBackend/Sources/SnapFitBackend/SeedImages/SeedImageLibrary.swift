import Foundation
import SnapFitFixtures

/// The seed catalog's pictures, which the storage stand-in serves from its `seed/` folder though nobody uploaded
/// them: each is drawn when it is asked for, and the latest few are kept.
struct SeedImageLibrary: Sendable {
    /// The storage folder that the seed's picture references name (`seed/p001-1.png`).
    static let folder = "seed/"

    private let images: [String: SeedImage]
    /// How many drawn pictures are kept, a few KB each.
    let keptCount: Int
    private var kept: [String: Data] = [:]
    /// The names of the pictures kept, oldest first.
    private(set) var keptFileNames: [String] = []

    /// Every `seed/` reference of `catalog`'s products, drawn as the first product listing it; the latest
    /// `keptCount` drawn are kept.
    init(catalog: SeedCatalog, keptCount: Int = 64) {
        self.keptCount = keptCount
        var images: [String: SeedImage] = [:]
        for product in catalog.products {
            for (index, reference) in product.images.enumerated()
            where reference.hasPrefix(Self.folder) && images[reference] == nil {
                images[reference] = SeedImage(productID: product.id, photo: index + 1, vibes: product.vibes)
            }
        }
        self.images = images
    }

    /// The file names of the seed's pictures.
    var fileNames: Set<String> { Set(images.keys) }

    /// The PNG of the seed picture stored as `fileName` (`seed/p001-1.png`), or `nil` when the seed has no such one.
    mutating func png(named fileName: String) -> Data? {
        if let png = kept[fileName] { return png }
        guard let image = images[fileName] else { return nil }
        let png = Data(image.png())
        if keptFileNames.count >= keptCount { kept[keptFileNames.removeFirst()] = nil }
        kept[fileName] = png
        keptFileNames.append(fileName)
        return png
    }
}
