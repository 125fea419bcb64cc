/// Expands the makers' concepts into complete products. Everything derived (ids, images, options, prices,
/// dates) follows from the product's position alone, so the catalog is the same on every run.
enum SeedProductFactory {
    /// The storage folder of the seed's pictures; the backend draws each one when it is asked for.
    private static let imageFolder = "seed/"
    private static let optionLengths = [30, 60, 90, 120, 150, 180]
    private static let personPrices = [10_000, 0, 20_000, 15_000]

    static func products(from makers: [SeedMaker]) -> [SeedProduct] {
        let concepts = makers.flatMap { maker in maker.concepts.map { (maker.user.id, $0) } }
        return concepts.enumerated().map { index, entry in
            product(id: index + 1, makerId: entry.0, concept: entry.1)
        }
    }

    private static func product(id: Int, makerId: Int, concept: SeedConcept) -> SeedProduct {
        let images = (1...(1 + (id * 3) % 8)).map { "\(imageFolder)p\(threeDigits(id))-\($0).png" }
        let prices = options(for: id, studio: concept.studio)
        return SeedProduct(
            id: id, makerId: makerId, title: concept.title,
            description: description(of: concept, retouched: 5 + (id % 4) * 5),
            vibes: concept.vibes, locations: concept.locations, studio: concept.studio, images: images,
            thumbnail: images[id % images.count], prices: prices,
            personPrice: personPrices[id % personPrices.count],
            createdAt: "2024-08-\(twoDigits(1 + id % 28)) \(twoDigits(9 + id % 12)):\(twoDigits((id * 7) % 60)):00")
    }

    /// One to three options of different lengths; the longer ones cost more, but the list is not in price order.
    private static func options(for id: Int, studio: Bool) -> [SeedPrice] {
        let count = 1 + id % 3
        let base = (studio ? 70_000 : 50_000) + (id % 5) * 10_000
        let lengths = (0..<count).map { optionLengths[(id + $0 * 2) % optionLengths.count] }
        return lengths.reversed().map { SeedPrice(minutes: $0, price: base * $0 / 30) }
    }

    private static func description(of concept: SeedConcept, retouched: Int) -> String {
        let place =
            concept.studio
            ? "의상 두 벌까지 갈아입을 수 있고, 스튜디오 소품은 자유롭게 쓰실 수 있어요."
            : "비가 오면 일정을 무료로 한 번 변경해 드려요."
        return "\(concept.pitch) 보정본 \(retouched)장과 원본 전체를 촬영 후 5일 안에 보내 드려요. \(place)"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func threeDigits(_ value: Int) -> String {
        String(repeating: "0", count: max(0, 3 - String(value).count)) + String(value)
    }
}
