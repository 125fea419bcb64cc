/// The name a mistyped word most likely meant: the closest by edits (a letter added, dropped or changed, or two
/// swapped), when it is close enough to be a typo.
public enum Suggestion {
    public static func closest(to word: String, in names: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = typed.count <= 4 ? 1 : 2
        let scored = names.map { (name: $0, distance: distance(typed, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= allowed,
            best.name.lowercased() != word.lowercased()
        else { return nil }
        return best.name
    }

    /// Edits from `a` to `b`, a swap of neighbours counting one.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
