import SnapFitDomain

/// Values the scene tests share.
enum Fixtures {
    static let vibes = [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크"), Vibe(id: 3, name: "키치")]
    static let customer = User(id: 10, nickname: "스냅러버", vibes: [vibes[0]], role: .customer, profileImageURL: nil)
    static let maker = User(id: 2, nickname: "하늘작가", vibes: [vibes[1]], role: .maker, profileImageURL: nil)
    static let allConsents = SignUpConsents(
        serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: false)

    /// A reference-data repository that knows `vibes`.
    static func referenceData() -> StubReferenceDataRepository {
        var stub = StubReferenceDataRepository()
        stub.onVibes = { vibes }
        return stub
    }
}
