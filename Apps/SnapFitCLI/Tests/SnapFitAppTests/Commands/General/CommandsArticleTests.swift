import Foundation
import Testing

@testable import SnapFitApp

/// The guide's command table (`docs/SnapFit.docc/Commands.md`) and `help` are one set of facts: every command's usage
/// line, as `help` prints it, stands in the table, and every usage in the table belongs to a command.
@Suite struct CommandsArticleTests {
    /// The backticked usages in the first cell of each row of the guide's command table.
    private static func articleUsages() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("docs/SnapFit.docc/Commands.md"), encoding: .utf8)
        let table = try #require(article.components(separatedBy: "| command | what it does |").dropFirst().first)
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
        return rows.flatMap { row -> [String] in
            let cell = row.dropFirst(2).replacingOccurrences(of: "\\|", with: "\u{0}")
            let first = cell.prefix { $0 != "|" }.replacingOccurrences(of: "\u{0}", with: "|")
            return first.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    @Test func everyCommandsUsage_isInTheGuide_andEveryGuideUsageIsACommands() throws {
        let article = try Self.articleUsages()
        let usages = CommandTable.standard.commands.flatMap { command -> [String] in
            [command.usage.text(in: .english)] + command.aliases
        }
        #expect(!article.isEmpty, "the guide's command table is missing or empty")
        for usage in usages { #expect(article.contains(usage), "docs/SnapFit.docc/Commands.md lacks `\(usage)`") }
        for usage in article { #expect(usages.contains(usage), "no command has the guide's `\(usage)`") }
    }
}
