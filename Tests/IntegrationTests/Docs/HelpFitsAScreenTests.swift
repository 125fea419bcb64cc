import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitPresentation
import Testing

/// `snapfit help`, with every feature installed, fits a 40-row terminal in both languages; `help all` has the rest.
@MainActor
@Suite struct HelpFitsAScreenTests {
    @Test(arguments: Language.allCases)
    func help_isAtMost40Lines_andHelpAllNamesEveryCommand(language: Language) async {
        // Given: DEV in a home of its own (help reads nothing from it)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-help-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(phase: .dev, home: home, language: language)
        let services = AppDI(configuration: configuration, session: testURLSession)
        // When
        let short = await ApplicationRun.command(
            ["help"], services: services, configuration: configuration, commands: .installed)
        let all = await ApplicationRun.command(
            ["help", "all"], services: services, configuration: configuration, commands: .installed)
        // Then
        #expect(short.exitCode == .success)
        #expect(short.standardOutput.count <= 40, "\(short.standardOutput.count) lines")
        let text = all.standardOutput.joined(separator: "\n")
        for command in CommandTable.installed.commands {
            #expect(text.contains(command.usage.text(in: language)), "help all lacks \(command.name)")
            #expect(short.standardOutput.joined().contains(command.name), "help lacks \(command.name)")
        }
    }
}
