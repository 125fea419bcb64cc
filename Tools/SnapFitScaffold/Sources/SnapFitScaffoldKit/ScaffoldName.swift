/// What a scene or a feature may be called: an UpperCamelCase ASCII identifier that names no Swift, Foundation or
/// SnapFit type, with the spellings the generated code needs. (The types the repository declares are checked when
/// writing, in `Scaffold.write`.)
public struct ScaffoldName: Sendable, Equatable {
    private static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Substring", "Character", "Int", "Double", "Float", "Bool",
        "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Task", "Actor", "Sendable",
        "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable", "Data", "Date", "URL", "UUID",
        "Decimal", "Locale", "Calendar", "TimeZone", "Process", "Bundle", "Notification", "Foundation", "Testing",
        "Test", "Suite", "Mutex", "Scene", "Command", "Backend", "Route",
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
        guard name.count <= 40 else {
            throw ScaffoldError("'\(name)' is not a name: keep it to 40 characters")
        }
        upper = name
        guard !name.hasPrefix("SnapFit") else {
            throw ScaffoldError("'\(name)' is not a name: SnapFit… names the kernel's and the apps' modules")
        }
        guard !Self.reserved.contains(name), !Self.reserved.contains(singular.upper) else {
            throw ScaffoldError("'\(name)' is not a name: it would clash with a Swift or SnapFit type")
        }
    }

    /// The name for one thing: `GiftCard` for `GiftCards` or `GiftCard`, `Category` for `Categories`.
    public var singular: ScaffoldName {
        var one = upper
        if upper.hasSuffix("ies") {
            one = upper.dropLast(3) + "y"
        } else if ["sses", "xes", "ches", "shes", "zes"].contains(where: upper.hasSuffix) {
            one = String(upper.dropLast(2))
        } else if upper.hasSuffix("s"), !upper.hasSuffix("ss") {
            one = String(upper.dropLast())
        }
        return ScaffoldName(checked: one.first?.isUppercase == true ? one : upper)
    }

    /// The name for several: `GiftCards` for `GiftCard` or `GiftCards`, `Categories` for `Category`.
    public var plural: ScaffoldName {
        let one = singular.upper
        if one.hasSuffix("y"), !"aeiou".contains(one.dropLast().last ?? "a") {
            return ScaffoldName(checked: one.dropLast() + "ies")
        }
        let hissing = ["s", "x", "z", "ch", "sh"].contains(where: one.hasSuffix)
        return ScaffoldName(checked: one + (hissing ? "es" : "s"))
    }

    private init(checked name: String) {
        upper = name
    }

    /// The name's words, an acronym kept whole: `QRCode` is `QR` and `Code`, `GiftCard2` is `Gift` and `Card2`.
    private var words: [String] {
        let characters = Array(upper)
        var words: [String] = []
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { !$0.isUppercase } ?? true || next.map { $0.isLowercase } ?? false)
            if startsWord || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words
    }

    /// For properties and functions: `giftCard`, `qrCode`.
    public var lower: String {
        words.first.map { $0.lowercased() + words.dropFirst().joined() } ?? upper
    }

    /// For command words and paths: `gift-card`, `qr-code`.
    public var kebab: String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }
}
