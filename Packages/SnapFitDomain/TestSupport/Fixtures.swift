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
    /// The customer of `Fixtures`, with another id, nickname or role when asked.
    public static func fixture(id: Int = 10, nickname: String = "스냅러버", role: UserRole = .customer) -> User {
        User(id: id, nickname: nickname, vibes: [Fixtures.vibes[0]], role: role, profileImageURL: nil)
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
    /// Small whole files of each format: a 1 × 1 PNG, a 1 × 1 HEIC of its `ftyp` box and a `meta` box that says its
    /// size, and the start of a JPEG.
    public static let png = ImageFile(
        name: "a.png",
        data: Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
                + [0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53]
                + [0xDE, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    public static let heic = ImageFile(
        name: "b.heic",
        data: Data(
            [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8) + [0, 0, 0, 32]
                + Array("meta".utf8) + [0, 0, 0, 0] + [0, 0, 0, 20] + Array("ispe".utf8) + [0, 0, 0, 0]
                + [0, 0, 0, 1, 0, 0, 0, 1]))
    public static let jpeg = ImageFile(name: "c.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0, 0, 0, 0, 0, 0]))
}

extension ImageFile {
    /// A PNG that says it is `width` × `height`, of exactly `byteCount` bytes (at least 57: a private chunk fills it
    /// out), with `trailing` bytes after its end. Its checksums are zero: SnapFit reads a picture's structure only.
    public static func png(
        name: String = "a.png", width: Int = 1, height: Int = 1, byteCount: Int = 57, trailing: Data = Data()
    ) -> ImageFile {
        func number(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            number(data.count) + Array(type.utf8) + data + number(0)
        }
        let header = number(width) + number(height) + [8, 2, 0, 0, 0]
        let bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("fILL", [UInt8](repeating: 0, count: max(0, byteCount - 57))) + chunk("IEND", [])
        return ImageFile(name: name, data: Data(bytes) + trailing)
    }
}
