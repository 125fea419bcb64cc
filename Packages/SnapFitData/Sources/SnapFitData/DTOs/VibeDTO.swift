/// A vibe on the wire: `{"id": 1, "name": "러블리"}`.
public struct VibeDTO: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
}
