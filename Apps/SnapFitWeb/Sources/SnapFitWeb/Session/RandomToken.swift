/// Unguessable tokens: 32 bytes from the system's secure generator, as 64 hex digits.
enum RandomToken {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Compares in time independent of where the two differ, so a guess learns nothing from the answer's timing.
    static func matches(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
