import Foundation

/// The server's limits for a profile, checked before anything is sent.
public enum ProfileRules {
    public static let nicknameLength = 2...8
    public static let vibeCount = 1...2

    /// The nickname without surrounding spaces, if it is 2–8 characters long.
    public static func nickname(_ input: String) throws(DomainError) -> String {
        let nickname = input.trimmingCharacters(in: .whitespacesAndNewlines)
        if nickname.count < nicknameLength.lowerBound {
            throw .validation(.init(field: .nickname, reason: .tooShort(min: nicknameLength.lowerBound)))
        }
        if nickname.count > nicknameLength.upperBound {
            throw .validation(.init(field: .nickname, reason: .tooLong(max: nicknameLength.upperBound)))
        }
        return nickname
    }

    /// One or two distinct vibes, each one of `known` (matched ignoring case), as the catalog spells them.
    public static func vibes(_ input: [String], known: [Vibe]) throws(DomainError) -> [String] {
        if input.count < vibeCount.lowerBound {
            throw .validation(.init(field: .vibes, reason: .tooShort(min: vibeCount.lowerBound)))
        }
        if input.count > vibeCount.upperBound {
            throw .validation(.init(field: .vibes, reason: .tooLong(max: vibeCount.upperBound)))
        }
        var names: [String] = []
        for name in input {
            let wanted = name.trimmingCharacters(in: .whitespaces)
            guard let vibe = known.first(where: { $0.isMeant(by: wanted) }) else {
                throw .validation(.init(field: .vibes, reason: .unknown(wanted, known: known.map(\.name))))
            }
            if names.contains(vibe.name) {
                throw .validation(.init(field: .vibes, reason: .duplicate(vibe.name)))
            }
            names.append(vibe.name)
        }
        return names
    }
}
