import Foundation
import SnapFitDomain

/// How the account commands read their words.
enum AccountArguments {
    /// `kakao` or `apple`, in any case.
    static func provider(_ word: String) throws(UsageError) -> SocialProvider {
        guard let provider = SocialProvider(rawValue: word.lowercased()) else {
            throw UsageError(
                LocalizedText(
                    "알 수 없는 소셜 계정입니다: '\(word)' (kakao 또는 apple)", "Unknown social provider '\(word)' (kakao or apple)."
                ))
        }
        return provider
    }

    /// `V1[,V2]` → the names, without spaces or empty entries; the domain checks how many and which.
    static func vibes(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
