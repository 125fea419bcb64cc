/// A shooting region on the wire: `{"id": 3, "adminName": "서울"}`.
public struct LocationDTO: Decodable, Sendable, Equatable {
    public let id: Int
    public let adminName: String
}
