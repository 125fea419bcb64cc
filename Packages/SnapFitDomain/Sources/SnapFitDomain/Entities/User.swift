import Foundation

/// A signed-in SnapFit user.
public struct User: Sendable, Equatable {
    public let id: Int
    public let nickname: String
    public let vibes: [Vibe]
    public let role: UserRole
    public let profileImageURL: URL?

    public init(id: Int, nickname: String, vibes: [Vibe], role: UserRole, profileImageURL: URL?) {
        self.id = id
        self.nickname = nickname
        self.vibes = vibes
        self.role = role
        self.profileImageURL = profileImageURL
    }
}
