import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// A user's profile as screens show it.
public struct ProfileViewModel: Sendable, Equatable, Encodable {
    public let nickname: String
    /// The vibe names, as the catalog spells them.
    public let vibes: [String]
    /// The vibes for reading, e.g. "러블리 (lovely), 시크 (chic)" in English.
    public let vibesLabel: String
    /// `customer` or `maker`.
    public let role: String
    /// The role in the user's language.
    public let roleLabel: String

    public init(user: User, language: Language) {
        nickname = user.nickname
        vibes = user.vibes.map(\.name)
        vibesLabel = Glossary.vibes.labels(for: user.vibes.map(\.name), language: language)
        role = user.role.rawValue
        roleLabel =
            switch user.role {
            case .customer: language.pick("고객", "Customer")
            case .maker: language.pick("작가", "Photographer")
            }
    }
}
