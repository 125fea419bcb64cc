import Foundation
import Testing

@testable import SnapFitApp

/// The README's command table and `help` are one set of facts: every command's usage line, as `help` prints it,
/// stands in the table, and every usage in the table belongs to a command.
@Suite struct ReadmeCommandTableTests {
    /// The backticked usages in the first cell of each row of the README's command table.
    private static func readmeUsages() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "| command | what it does |").dropFirst().first)
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
        return rows.flatMap { row -> [String] in
            let cell = row.dropFirst(2).replacingOccurrences(of: "\\|", with: "\u{0}")
            let first = cell.prefix { $0 != "|" }.replacingOccurrences(of: "\u{0}", with: "|")
            return first.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    @Test func everyCommandsUsage_isInTheReadme_andEveryReadmeUsageIsACommands() throws {
        let readme = try Self.readmeUsages()
        let usages = CommandTable.standard.commands.flatMap { command -> [String] in
            [command.usage.text(in: .english)] + command.aliases
        }
        for usage in usages { #expect(readme.contains(usage), "the README lacks `\(usage)`") }
        for usage in readme { #expect(usages.contains(usage), "no command has the README's `\(usage)`") }
    }
}
