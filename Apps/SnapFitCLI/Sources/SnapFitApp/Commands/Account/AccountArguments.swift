import SnapFitDomain

/// How the account commands read their words.
enum AccountArguments {
    /// `kakao` or `apple`, in any case.
    static func provider(_ word: String) throws(UsageError) -> SocialProvider {
        guard let provider = SocialProvider(rawValue: word.lowercased()) else {
            throw UsageError(CLIWords.unknownProvider(word))
        }
        return provider
    }
}
