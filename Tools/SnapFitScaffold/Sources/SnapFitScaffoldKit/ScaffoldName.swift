/// What a scene or a feature may be called: an UpperCamelCase ASCII identifier that names no Swift or SnapFit type,
/// with the spellings the generated code needs.
public struct ScaffoldName: Sendable, Equatable {
    private static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Bool", "Error", "Scene", "Command", "Backend", "Route",
    ]

    /// As given: `GiftCard`.
    public let upper: String

    /// Checks `name` and keeps it.
    public init(_ name: String) throws(ScaffoldError) {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw ScaffoldError(
                "'\(name)' is not a name: start with an uppercase letter (UpperCamelCase, such as Coupon)")
        }
        guard
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw ScaffoldError("'\(name)' is not a name: use only ASCII letters and digits")
        }
        guard !Self.reserved.contains(name) else {
            throw ScaffoldError("'\(name)' is not a name: it would clash with a Swift or SnapFit type")
        }
        upper = name
    }

    /// For properties and functions: `giftCard`.
    public var lower: String {
        upper.prefix(1).lowercased() + upper.dropFirst()
    }

    /// For command words and paths: `gift-card`.
    public var kebab: String {
        var words: [String] = []
        for character in upper {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).lowercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: "-")
    }
}
