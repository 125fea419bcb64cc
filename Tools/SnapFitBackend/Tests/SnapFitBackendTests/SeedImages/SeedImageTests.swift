import Foundation
import SnapFitFixtures
import Testing

@testable import SnapFitBackend

/// The seed's pictures: every reference of the catalog has one, drawn the same every time, each unlike the others,
/// a few KB, and in its product's colours.
struct SeedImageTests {
    private static let products = SeedCatalog.standard.products

    /// Every photo of the first twelve products (every scene, product and photo number among them), each with
    /// its reference and PNG: drawn once for the tests that look at many.
    private static let samples: [(reference: String, image: SeedImage, png: [UInt8])] =
        products.prefix(12).flatMap { product in
            product.images.enumerated().map {
                let image = SeedImage(productID: product.id, photo: $0.offset + 1, vibes: product.vibes)
                return ($0.element, image, image.png())
            }
        }

    @Test func library_holdsEveryPictureTheCatalogNames_andOnlyThose() {
        // Given
        let references = Set(Self.products.flatMap(\.images))
        // When
        let library = SeedImageLibrary(catalog: .standard)
        // Then
        #expect(references.allSatisfy { $0.hasPrefix(SeedImageLibrary.folder) })
        #expect(library.fileNames == references)
    }

    @Test func png_drawnTwice_isTheSameBytes() {
        // Given
        let image = SeedImage(productID: 7, photo: 3, vibes: Self.products[6].vibes)
        var (one, other) = (SeedImageLibrary(catalog: .standard), SeedImageLibrary(catalog: .standard))
        // When
        let (first, second) = (image.png(), image.png())
        // Then
        #expect(first == second)
        #expect(one.png(named: "seed/p007-3.png") == Data(first))
        #expect(other.png(named: "seed/p007-3.png") == Data(first))
    }

    @Test func library_keepsOnlyTheLatestPictures() {
        // Given
        var library = SeedImageLibrary(catalog: .standard, keptCount: 3)
        let names = ["seed/p001-1.png", "seed/p001-2.png", "seed/p002-1.png", "seed/p003-1.png", "seed/p003-2.png"]
        // When
        for name in names { _ = library.png(named: name) }
        // Then
        #expect(library.keptFileNames == Array(names.suffix(3)))
        #expect(library.png(named: names[0]) == Data(Self.samples[0].png))
        #expect(library.keptFileNames == Array(names.suffix(2)) + [names[0]])
    }

    @Test func pngs_ofDifferentProductsAndPhotos_allDiffer() {
        #expect(Self.samples.count > 40)
        #expect(Set(Self.samples.map(\.png)).count == Self.samples.count)
        #expect(Set(Self.samples.map(\.image.scene)).count == SeedImage.Scene.allCases.count)
    }

    @Test func pngs_stayWithinAFewKilobytes() {
        // Then: small enough for a list of thumbnails, big enough to be a picture
        let sizes = Self.samples.map(\.png.count)
        #expect(sizes.allSatisfy { (2_000...8_192).contains($0) }, "sizes: \(sizes.sorted())")
    }

    @Test func pictures_ofAChicProduct_areDarkerThanThoseOfABrightOne() {
        // Given
        let chic = SeedImage(productID: 2, photo: 1, vibes: ["시크"])
        let bright = SeedImage(productID: 2, photo: 1, vibes: ["밝은"])
        // When
        let (chicLight, brightLight) = (Self.lightness(chic.draw()), Self.lightness(bright.draw()))
        // Then
        #expect(chicLight < 0.4 && brightLight > 0.6, "chic \(chicLight), bright \(brightLight)")
    }

    @Test func palette_ofAnUnknownVibe_isNeutral_andASecondVibeLendsItsAccent() {
        #expect(SeedPalette(vibes: ["없는분위기"]) == SeedPalette(vibes: []))
        #expect(SeedPalette(vibes: ["러블리", "키치"]).secondAccent == SeedPalette(vibes: ["키치"]).accent)
        #expect(SeedPalette(vibes: ["러블리", "키치"]).skyTop == SeedPalette(vibes: ["러블리"]).skyTop)
    }

    /// The mean of every channel of every pixel, from 0 to 1.
    private static func lightness(_ canvas: RGBCanvas) -> Double {
        Double(canvas.rgb.reduce(0) { $0 + Int($1) }) / Double(canvas.rgb.count * 255)
    }
}
