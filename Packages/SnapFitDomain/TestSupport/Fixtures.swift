import Foundation
import SnapFitDomain

/// Values the tests of every layer share. Builders with defaults (`ProductSummary.fixture(id:)`) are beside.
public enum Fixtures {
    public static let vibes = [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크"), Vibe(id: 3, name: "키치")]
    public static let customer = User(
        id: 10, nickname: "스냅러버", vibes: [vibes[0]], role: .customer, profileImageURL: nil)
    public static let maker = User(id: 2, nickname: "하늘작가", vibes: [vibes[1]], role: .maker, profileImageURL: nil)
    public static let allConsents = SignUpConsents(
        serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: false)

    public static func reservation(
        id: Int = 7, minutes: Int? = nil, additional: Int = 2, status: ReservationStatus = .active
    )
        -> Reservation
    {
        Reservation(
            id: id, product: .fixture(id: 12), maker: MakerSummary(id: 2, nickname: "하늘작가"),
            customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: 120_000, optionMinutes: minutes,
            additionalPeople: additional, personPrice: 20_000, place: "한강공원",
            time: KoreaTime.parse("2026-06-10 14:00")!,
            email: "me@snapfit.kr", phone: "01012345678", status: status)
    }

    /// A reference-data repository that knows `vibes`.
    public static func referenceData() -> StubReferenceDataRepository {
        var stub = StubReferenceDataRepository()
        stub.onVibes = { vibes }
        return stub
    }
}

extension User {
    /// The customer of `Fixtures`, with another nickname or role when asked.
    public static func fixture(nickname: String = "스냅러버", role: UserRole = .customer) -> User {
        User(id: 10, nickname: nickname, vibes: [Fixtures.vibes[0]], role: role, profileImageURL: nil)
    }
}

extension ProductSummary {
    public static func fixture(
        id: Int, makerID: Int = 2, vibes: [String] = ["러블리", "밝은"], liked: Bool = false
    ) -> ProductSummary {
        ProductSummary(
            id: id, title: "한강 스냅 \(id)", thumbnailURL: nil, vibes: vibes, locations: ["서울", "경기"],
            isStudio: id % 2 == 0, lowestPrice: 30_000, maker: MakerSummary(id: makerID, nickname: "하늘작가"),
            isLiked: liked)
    }
}

extension ProductDetail {
    /// - Parameter photos: how many photos it has, at `https://img.example/<id>-<n>.png`.
    public static func fixture(id: Int = 12, makerID: Int = 2, photos: Int = 0) -> ProductDetail {
        ProductDetail(
            id: id, title: "한강 커플 스냅", description: "노을 지는 한강에서", thumbnailURL: nil,
            imageURLs: (0..<photos).map { URL(string: "https://img.example/\(id)-\($0 + 1).png")! },
            vibes: ["러블리"], locations: ["서울", "부산"], isStudio: true,
            options: [PriceOption(minutes: 60, price: 120_000), PriceOption(minutes: 30, price: 70_000)],
            personPrice: 20_000, maker: MakerSummary(id: makerID, nickname: "하늘작가"), isLiked: false,
            createdAt: "2026-01-01 10:00:00")
    }
}

extension ImageFile {
    /// The smallest files whose bytes say png, heic and jpeg.
    public static let png = ImageFile(
        name: "a.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]))
    public static let heic = ImageFile(name: "b.heic", data: Data([0, 0, 0, 24] + Array("ftypheic".utf8)))
    public static let jpeg = ImageFile(name: "c.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0, 0, 0, 0, 0, 0]))
}
