import SnapFitApp
import SnapFitDomain

/// How the account commands read their words.
enum AccountArguments {
    /// `kakao` or `apple`, in any case.
    static func provider(_ word: String) throws(UsageError) -> SocialProvider {
        guard let provider = SocialProvider(rawValue: word.lowercased()) else {
            throw UsageError(unknownProvider(word))
        }
        return provider
    }

    static func unknownProvider(_ word: String) -> LocalizedText {
        LocalizedText(
            "알 수 없는 소셜 계정입니다: '\(word)' (kakao 또는 apple)", "Unknown social provider '\(word)' (kakao or apple).")
    }

    /// The positional that gives the social token: the shell's history masks it.
    static let socialToken = "social-token"
}
