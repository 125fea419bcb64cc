/// The maker (작가) of a product, as products name them.
public struct MakerSummary: Sendable, Equatable, Codable {
    public let id: Int
    public let nickname: String

    public init(id: Int, nickname: String) {
        self.id = id
        self.nickname = nickname
    }
}
