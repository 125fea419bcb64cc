/// A seeded maker and the products they list, written as short concepts that `SeedProductFactory` expands.
struct SeedMaker {
    let user: SeedUser
    let concepts: [SeedConcept]
}

/// The hand-written part of a product: what it is, where, and in which mood.
struct SeedConcept {
    let title: String
    let vibes: [String]
    let locations: [String]
    let studio: Bool
    /// One or two sentences about the place and the shoot; the factory adds what is included.
    let pitch: String

    init(_ title: String, _ vibes: [String], _ locations: [String], studio: Bool, _ pitch: String) {
        self.title = title
        self.vibes = vibes
        self.locations = locations
        self.studio = studio
        self.pitch = pitch
    }
}

/// The seeded accounts: the customer and eight makers (`dev-maker` first).
enum SeedMakers {
    static let customer = SeedUser(
        id: 10, socialId: SeedCatalog.customerSocialId, socialType: "kakao", nickname: "스냅러버",
        vibes: ["러블리", "밝은"], photographer: false)

    static let all: [SeedMaker] = [haneul, noeul, mint, bomnal, damda, ongi, jejuLight, filmHaru]

    static func maker(_ id: Int, _ socialId: String, _ nickname: String, _ vibes: [String]) -> SeedUser {
        SeedUser(id: id, socialId: socialId, socialType: "kakao", nickname: nickname, vibes: vibes, photographer: true)
    }
}
