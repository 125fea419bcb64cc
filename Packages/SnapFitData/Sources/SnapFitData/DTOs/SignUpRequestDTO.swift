/// The body of `POST /snapfit/user` (§3.1); unknown properties are refused by the server.
struct SignUpRequestDTO: Encodable, Sendable, Equatable {
    let social: String
    let vibes: [String]
    let deviceType: String
    let deviceToken: String
    let marketing: Bool
    let nickName: String
}
