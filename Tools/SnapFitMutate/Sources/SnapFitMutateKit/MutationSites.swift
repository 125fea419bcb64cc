/// Every mutation of a set of source files, in file and line order. Lines inside a multi-line string (`"""`) or a
/// block comment are left alone.
public enum MutationSites {
    /// `files` are (path relative to the package, contents).
    public static func mutations(in files: [(path: String, contents: String)]) -> [Mutation] {
        var found: [Mutation] = []
        for (path, contents) in files {
            var inMultilineString = false
            var inBlockComment = false
            for (offset, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line)
                let quotes = text.components(separatedBy: "\"\"\"").count - 1
                defer {
                    if quotes % 2 == 1 { inMultilineString.toggle() }
                    if text.contains("/*") { inBlockComment = true }
                    if text.contains("*/") { inBlockComment = false }
                }
                guard !inMultilineString, !inBlockComment, quotes == 0, !text.contains("/*") else { continue }
                for (mutated, change) in MutationOperators.mutants(of: text) {
                    found.append(
                        Mutation(file: path, line: offset + 1, original: text, mutated: mutated, change: change))
                }
            }
        }
        return found
    }

    /// `count` of `mutations`, picked the same way for the same `seed` (all of them when there are fewer).
    public static func sample(_ mutations: [Mutation], count: Int, seed: UInt64) -> [Mutation] {
        guard count < mutations.count else { return mutations }
        var generator = SplitMix64(seed: seed)
        var pool = mutations
        for index in 0..<count {
            pool.swapAt(index, index + Int(generator.next() % UInt64(pool.count - index)))
        }
        return Array(pool.prefix(count)).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}

/// A small, seeded pseudo-random generator (SplitMix64), so a sample is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
