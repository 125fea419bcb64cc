import Foundation
import SnapFitApp
import SnapFitCLIFeatures
import Testing

/// The guide's command table (`docs/SnapFit.docc/Commands.md`) and `help` are one set of facts: every kernel
/// command's usage line, as `help` prints it, stands in the table, and every usage in the table belongs to a command
/// of the app as installed. (A feature's commands may stand in the table, or in the feature's own README.)
@Suite struct CommandsArticleTests {
    /// The backticked usages in the first cell of each row of the guide's command table.
    private static func articleUsages() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
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

    private static func usages(_ table: CommandTable) -> [String] {
        table.commands.flatMap { [$0.usage.text(in: .english)] + $0.aliases }
    }

    @Test func everyKernelCommandsUsage_isInTheGuide_andEveryGuideUsageIsACommands() throws {
        let article = try Self.articleUsages()
        #expect(!article.isEmpty, "the guide's command table is missing or empty")
        for usage in Self.usages(.standard) {
            #expect(article.contains(usage), "docs/SnapFit.docc/Commands.md lacks `\(usage)`")
        }
        let installed = Self.usages(.installed)
        for usage in article { #expect(installed.contains(usage), "no command has the guide's `\(usage)`") }
    }
}
