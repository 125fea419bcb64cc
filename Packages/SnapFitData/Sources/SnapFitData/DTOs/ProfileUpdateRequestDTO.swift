/// The body of `POST /snapfit/user/info` (§3.7).
struct ProfileUpdateRequestDTO: Encodable, Sendable, Equatable {
    let nickName: String
    let vibes: [String]
}
