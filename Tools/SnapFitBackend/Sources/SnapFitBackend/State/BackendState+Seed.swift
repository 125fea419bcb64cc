import SnapFitFixtures

extension BackendState {
    /// A fresh state holding the catalog's users and products, and no likes, reservations or uploads.
    /// Seed vibe and location names that the reference tables do not know are left out.
    static func seeded(from catalog: SeedCatalog, jwtSecret: [UInt8]) -> BackendState {
        let reference = ReferenceData(catalog: catalog)
        func vibeIDs(_ names: [String]) -> [Int] { names.compactMap { try? reference.vibeIDs([$0]).first } }
        let users = catalog.users.map { user in
            StoredUser(
                id: user.id, nickName: user.nickname, socialType: user.socialType, socialId: user.socialId,
                createdAt: "2024-08-01 00:00:00", loginTime: nil, marketingReceive: false,
                photographer: user.photographer, noti: true, valid: true, profile: nil, vibeIDs: vibeIDs(user.vibes))
        }
        let posts = catalog.products.map { product in
            StoredPost(
                id: product.id, makerId: product.makerId, createAt: product.createdAt, studio: product.studio,
                title: product.title, desc: product.description, personPrice: product.personPrice,
                thumbnail: product.thumbnail, images: product.images,
                locationIDs: product.locations.compactMap { try? reference.locationIDs([$0]).first },
                vibeIDs: vibeIDs(product.vibes),
                prices: product.prices.map { StoredPrice(minutes: $0.minutes, price: $0.price) }, valid: true)
        }
        return BackendState(
            jwtSecret: jwtSecret, users: users, devices: [], posts: posts, likes: [], reservations: [],
            uploadSlots: [], images: [])
    }
}
