/// One picture of the seed catalog, drawn when asked for rather than stored: its product's vibes choose the colours,
/// and its place (product id, photo number) the scene and where things fall, so it is the same on every run and
/// unlike the others.
struct SeedImage: Hashable, Sendable {
    static let width = 160
    static let height = 120

    let productID: Int
    /// 1 for the product's first photo.
    let photo: Int
    let vibes: [String]

    /// The picture as a PNG file.
    func png() -> [UInt8] {
        let canvas = draw()
        return PNGEncoder.encode(width: canvas.width, height: canvas.height, rgb: canvas.rgb)
    }
}
