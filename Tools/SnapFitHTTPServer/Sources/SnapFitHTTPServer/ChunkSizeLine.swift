/// Reads a chunk's size line (RFC 9112 §7.1.1) strictly: `1*HEXDIG *( BWS ";" BWS name [ BWS "=" BWS value ] )`,
/// each extension's name a token and its value a token or a quoted string. Extensions are checked, then ignored.
enum ChunkSizeLine {
    /// The size the line declares, or `nil` when the line does not follow the grammar (or the size needs more than 15
    /// hexadecimal digits, leading zeros aside).
    static func size(of line: ArraySlice<UInt8>) -> Int? {
        var rest = line
        let digits = rest.prefix { HTTPRequestTarget.hexValue($0) != nil }
        guard !digits.isEmpty, digits.drop(while: { $0 == UInt8(ascii: "0") }).count <= 15 else { return nil }
        rest = rest.dropFirst(digits.count)
        while !rest.isEmpty {
            rest = rest.drop(while: HTTPSyntax.isBlank)
            guard rest.first == UInt8(ascii: ";") else { return nil }
            rest = rest.dropFirst().drop(while: HTTPSyntax.isBlank)
            let name = rest.prefix(while: HTTPSyntax.isTokenCharacter)
            guard !name.isEmpty else { return nil }
            rest = rest.dropFirst(name.count)
            let beforeValue = rest.drop(while: HTTPSyntax.isBlank)
            guard beforeValue.first == UInt8(ascii: "=") else { continue }
            rest = beforeValue.dropFirst().drop(while: HTTPSyntax.isBlank)
            if let quoted = HTTPSyntax.quotedStringLength(rest) {
                rest = rest.dropFirst(quoted)
            } else {
                let token = rest.prefix(while: HTTPSyntax.isTokenCharacter)
                guard !token.isEmpty else { return nil }
                rest = rest.dropFirst(token.count)
            }
        }
        return digits.reduce(0) { $0 << 4 | Int(HTTPRequestTarget.hexValue($1) ?? 0) }
    }
}
