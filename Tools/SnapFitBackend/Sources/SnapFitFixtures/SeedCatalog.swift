/// The raw seed data that the DEV repositories and the local sandbox server both start from.
/// Plain records with no wire or domain meaning: each side maps them into its own types.
public struct SeedCatalog: Sendable {
    public let vibes: [SeedVibe]
    public let locations: [SeedLocation]
    public let users: [SeedUser]
    public let products: [SeedProduct]

    public init(vibes: [SeedVibe], locations: [SeedLocation], users: [SeedUser], products: [SeedProduct]) {
        self.vibes = vibes
        self.locations = locations
        self.users = users
        self.products = products
    }

    /// This catalog with `count` products: its own, repeated under new ids (for measuring long lists).
    public func repeatingProducts(to count: Int) -> SeedCatalog {
        let products = (0..<count).map { index in
            let model = self.products[index % self.products.count]
            return SeedProduct(
                id: index + 1, makerId: model.makerId, title: model.title, description: model.description,
                vibes: model.vibes, locations: model.locations, studio: model.studio, images: model.images,
                thumbnail: model.thumbnail, prices: model.prices, personPrice: model.personPrice,
                createdAt: model.createdAt)
        }
        return SeedCatalog(vibes: vibes, locations: locations, users: users, products: products)
    }

    /// The social id of the seeded customer account (`login kakao dev-customer`).
    public static let customerSocialId = "dev-customer"
    /// The social id of the seeded maker account (`login kakao dev-maker`).
    public static let makerSocialId = "dev-maker"

    /// The standard catalog: the contract's eight vibes, Korea's seventeen regions, the two dev accounts,
    /// eight makers and their products.
    public static let standard = SeedCatalog(
        vibes: ["러블리", "시크", "키치", "차분함", "하이틴", "빈티지", "몽환적", "밝은"].enumerated().map {
            SeedVibe(id: $0.offset + 1, name: $0.element)
        },
        locations: [
            "서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종", "경기",
            "강원", "충북", "충남", "전북", "전남", "경북", "경남", "제주",
        ].enumerated().map { SeedLocation(id: $0.offset + 1, name: $0.element) },
        users: SeedMakers.all.map(\.user) + [SeedMakers.customer],
        products: SeedProductFactory.products(from: SeedMakers.all)
    )
}
