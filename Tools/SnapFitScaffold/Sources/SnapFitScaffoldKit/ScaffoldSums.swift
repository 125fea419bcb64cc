import Foundation

/// What `new-feature` wrote into a feature's folder, file by file, as a 64-bit FNV-1a sum of each file's bytes
/// (`<folder>/.scaffold-sums`, one `<sum>  <path>` line a file): how `remove-feature` tells a file changed by hand.
/// A check against edits, not against an attacker.
struct ScaffoldSums: Equatable {
    /// The file in the feature's folder.
    static let fileName = ".scaffold-sums"

    /// Sums by path inside the folder.
    private(set) var sums: [String: String]

    init(sums: [String: String]) {
        self.sums = sums
    }

    /// The sums of every file `paths` names under `folder`; a file that cannot be read is left out.
    init(of paths: [String], in folder: URL) {
        var sums: [String: String] = [:]
        for path in paths {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else { continue }
            sums[path] = Self.sum(data)
        }
        self.init(sums: sums)
    }

    /// Reads the file's text; `nil` for lines that are not sums.
    init?(text: String) {
        var sums: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].count == 16 else { return nil }
            sums[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
        }
        self.init(sums: sums)
    }

    /// The file's text, sorted by path.
    var text: String {
        sums.keys.sorted().map { "\(sums[$0, default: ""])  \($0)\n" }.joined()
    }

    /// The 64-bit FNV-1a sum of `data`, in hexadecimal.
    static func sum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
