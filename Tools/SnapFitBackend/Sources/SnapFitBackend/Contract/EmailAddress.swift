/// The address check of Hibernate Validator 8's `@Email`, which the server's `ReservationCreate.email` carries:
/// the text is split at its last `@`; the local part is at most 64 UTF-16 units of dot-separated atoms (or quoted
/// strings), never starting, ending or doubling a dot; the domain is dot-separated labels of at most 63 characters
/// each (a bracketed IPv4 or IPv6 address also passes), at most 255 in all, with no trailing dot. Characters from
/// U+0080 to U+FFFF count as letters, as Java's pattern has them; a character beyond U+FFFF is refused.
/// An empty text passes (`@NotBlank` refuses it first).
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty else { return true }
        let scalars = text.unicodeScalars
        guard let at = scalars.lastIndex(of: "@") else { return false }
        let local = String(scalars[..<at])
        let domain = String(scalars[scalars.index(after: at)...])
        return isValidLocalPart(local) && isValidDomain(domain)
    }

    private static let atomSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)
    private static let quotedSymbols = Set("!#$%&'*.(),<>[]:; @+/=?^_`{|}~-".unicodeScalars)

    private static func isValidLocalPart(_ local: String) -> Bool {
        guard local.utf16.count <= 64 else { return false }
        var rest = Substring(local)
        while true {
            guard let part = quotedString(&rest) ?? atom(&rest, isAtom: isLocalAtom), !part.isEmpty else {
                return false
            }
            if rest.isEmpty { return true }
            guard rest.first == "." else { return false }
            rest = rest.dropFirst()
        }
    }

    /// A run of atom characters at the start of `rest`, taken off it.
    private static func atom(_ rest: inout Substring, isAtom: (Unicode.Scalar) -> Bool) -> Substring? {
        let run = rest.unicodeScalars.prefix(while: isAtom)
        guard !run.isEmpty else { return nil }
        let part = Substring(run)
        rest = Substring(rest.unicodeScalars.dropFirst(run.count))
        return part
    }

    /// A quoted string at the start of `rest` (`"…"`, with `\\` and `\"` escapes), taken off it.
    private static func quotedString(_ rest: inout Substring) -> Substring? {
        var scalars = rest.unicodeScalars[...]
        guard scalars.first == "\"" else { return nil }
        scalars = scalars.dropFirst()
        var count = 0
        while let scalar = scalars.first {
            if scalar == "\"" {
                guard count > 0 else { return nil }
                rest = Substring(scalars.dropFirst())
                return "\"\""
            }
            if scalar == "\\" {
                let next = scalars.dropFirst().first
                guard next == "\\" || next == "\"" else { return nil }
                scalars = scalars.dropFirst(2)
            } else {
                guard isLetterOrDigit(scalar) || quotedSymbols.contains(scalar) else { return nil }
                scalars = scalars.dropFirst()
            }
            count += 1
        }
        return nil
    }

    private static func isValidDomain(_ domain: String) -> Bool {
        guard !domain.hasSuffix(".") else { return false }
        if domain.hasPrefix("[") && domain.hasSuffix("]") {
            let inside = String(domain.dropFirst().dropLast())
            return isIPv4(inside) || (inside.hasPrefix("IPv6:") && isIPv6(String(inside.dropFirst(5))))
        }
        let labels = domain.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.allSatisfy(isValidLabel) else { return false }
        // `IDN.toASCII` refuses a label longer than 63 characters and the whole may not pass 255.
        return labels.allSatisfy { String($0).utf16.count <= 63 } && domain.utf16.count <= 255
    }

    /// A label: characters with single dashes or runs of dashes between them, never at either end.
    private static func isValidLabel(_ label: String.UnicodeScalarView.SubSequence) -> Bool {
        let scalars = Array(label)
        guard let first = scalars.first, let last = scalars.last, first != "-", last != "-" else { return false }
        return scalars.allSatisfy { $0 == "-" || isDomainCharacter($0) }
    }

    private static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { (1...3).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// An IPv6 address of hexadecimal groups (eight, or fewer around one `::`), as Hibernate's pattern admits.
    private static func isIPv6(_ text: String) -> Bool {
        let halves = text.components(separatedBy: "::")
        func groups(_ part: String) -> [Substring]? {
            guard !part.isEmpty else { return [] }
            let groups = part.split(separator: ":", omittingEmptySubsequences: false)
            return groups.allSatisfy { (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
                ? groups : nil
        }
        switch halves.count {
        case 1: return groups(text)?.count == 8
        case 2:
            guard let head = groups(halves[0]), let tail = groups(halves[1]) else { return false }
            return head.count + tail.count <= 7
        default: return false
        }
    }

    private static func isLocalAtom(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || atomSymbols.contains(scalar)
    }

    private static func isDomainCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetterOrDigit(scalar) || (atomSymbols.contains(scalar) && scalar != "-")
    }

    /// `[a-z0-9\u0080-\uFFFF]`, ignoring case, as the pattern's classes have it.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xFFFF: true
        default: false
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
