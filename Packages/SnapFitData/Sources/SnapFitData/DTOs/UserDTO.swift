/// The profile from `GET /snapfit/user` and `POST /snapfit/user/info` (§4.3).
struct UserDTO: Decodable, Sendable, Equatable {
    /// A user vibe; both fields are null when the user has none (the server's LEFT JOIN).
    struct VibeRef: Decodable, Sendable, Equatable {
        let id: Int?
        let name: String?
    }

    let id: Int
    let nickName: String
    let vibes: [VibeRef]
    let socialType: String?
    let marketingReceive: Bool?
    let photographer: Bool
    let noti: Bool?
    let profile: String?
}
