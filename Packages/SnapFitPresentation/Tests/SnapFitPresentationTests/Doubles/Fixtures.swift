import SnapFitDomain

/// Values the scene tests share.
enum Fixtures {
    static let vibes = [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크"), Vibe(id: 3, name: "키치")]
    static let customer = User(id: 10, nickname: "스냅러버", vibes: [vibes[0]], role: .customer, profileImageURL: nil)
    static let maker = User(id: 2, nickname: "하늘작가", vibes: [vibes[1]], role: .maker, profileImageURL: nil)
    static let allConsents = SignUpConsents(
        serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: false)

    static func product(id: Int, liked: Bool = false) -> ProductSummary {
        ProductSummary(
            id: id, title: "한강 스냅 \(id)", thumbnailURL: nil, vibes: ["러블리", "밝은"], locations: ["서울", "경기"],
            isStudio: id % 2 == 0, lowestPrice: 30_000, maker: MakerSummary(id: 2, nickname: "하늘작가"), isLiked: liked)
    }

    static let detail = ProductDetail(
        id: 12, title: "한강 커플 스냅", description: "노을 지는 한강에서", thumbnailURL: nil, imageURLs: [],
        vibes: ["러블리"], locations: ["서울", "부산"], isStudio: true,
        options: [PriceOption(minutes: 60, price: 120_000), PriceOption(minutes: 30, price: 70_000)],
        personPrice: 20_000, maker: MakerSummary(id: 2, nickname: "하늘작가"), isLiked: false,
        createdAt: "2026-01-01 10:00:00")

    static func reservation(
        id: Int = 7, minutes: Int? = nil, additional: Int = 2, status: ReservationStatus = .active
    )
        -> Reservation
    {
        Reservation(
            id: id, product: product(id: 12), maker: MakerSummary(id: 2, nickname: "하늘작가"),
            customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: 120_000, optionMinutes: minutes,
            additionalPeople: additional, personPrice: 20_000, place: "한강공원",
            time: KoreaTime.parse("2026-06-10 14:00")!,
            email: "me@snapfit.kr", phone: "01012345678", status: status)
    }

    /// A reference-data repository that knows `vibes`.
    static func referenceData() -> StubReferenceDataRepository {
        var stub = StubReferenceDataRepository()
        stub.onVibes = { vibes }
        return stub
    }
}
