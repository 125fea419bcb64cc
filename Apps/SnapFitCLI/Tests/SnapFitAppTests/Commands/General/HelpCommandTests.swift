import SnapFitAppTestSupport
import SnapFitDomain
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct HelpCommandTests {
    @Test func help_listsTheCommandsATopicALine_andTheOptionsByName() async {
        // When
        let outcome = await runCommand(["help"], commands: testCommands.adding([EchoCommand()]))
        // Then
        #expect(outcome.exitCode == .success)
        let lines = outcome.standardOutput
        #expect(lines.contains("  echo"))
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("help, completion") && $0.contains("quit | exit") })
        #expect(lines.contains("Options (before or after the command):"))
        #expect(lines.contains { $0.hasPrefix("  --phase --base-url") })
        #expect(lines.last == "'help all' lists every command and option with what it does.")
        #expect(!lines.joined().contains("print the text back"))
        #expect(lines.allSatisfy { $0.count <= HelpCommand.overviewWidth })
    }

    @Test func helpAll_listsEveryCommandAndOption_withWhatItDoes() async {
        // When
        let outcome = await runCommand(["help", "all"], commands: testCommands)
        // Then
        #expect(outcome.exitCode == .success)
        let text = outcome.standardOutput.joined(separator: "\n")
        for usage in [
            "echo <text>", "help [command|group|all]", "quit | exit", "sample run --title T", "--phase dev|real",
        ] {
            #expect(text.contains(usage), "missing \(usage)")
        }
    }

    @Test func help_inKorean_isInKorean() async {
        let outcome = await runCommand(["help"], configuration: makeConfiguration(language: .korean))
        let all = await runCommand(["help", "all"], configuration: makeConfiguration(language: .korean))
        #expect(outcome.standardOutput.first == "사용법: snapfit [옵션] [명령 [인자]]")
        #expect(outcome.standardOutput.last == "'help all'은 모든 명령과 옵션을 설명과 함께 보여 줍니다.")
        #expect(all.standardOutput.contains { $0.contains("셸이나 스크립트를 끝냄") })
    }

    @Test func help_oneCommand_showsItsUsageAndSummary() async {
        let outcome = await runCommand(["help", "sample", "run"], commands: testCommands)
        #expect(
            outcome.standardOutput == [
                "Usage: sample run --title T", "  register a product", "Options:", "  --title T",
            ])
    }

    @Test func commandWithHelpFlag_showsItsUsage() async {
        let outcome = await runCommand(["echo", "--help"], commands: testCommands)
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput == [
                "Usage: echo <text> [--times N] [--tag T [--tag T ...]]", "  print the text back", "Options:",
                "  --times N", "  --tag T",
            ])
    }

    @Test func help_ofAGroup_listsItsCommands_asDoesTheGroupsNameAlone() async {
        for words in [["help", "sample"], ["sample"], ["sample", "--help"]] {
            let outcome = await runCommand(words, commands: testCommands)
            #expect(outcome.exitCode == .success)
            #expect(
                outcome.standardOutput.map { $0.prefix(20) } == ["  sample run --title"])
        }
    }

    @Test func typos_getTheCommandOrOptionMeant() async {
        let cases: [([String], String)] = [
            (["ecoh"], "Did you mean 'echo'?"), (["complton"], "Did you mean 'completion'?"),
            (["dev", "rset"], "Did you mean 'dev reset'?"),
            (["quit", "--jsn"], "Did you mean '--json'?"),
            (["echo", "x", "--tmes", "2"], "Did you mean '--times'?"),
        ]
        for (words, hint) in cases {
            let outcome = await runCommand(words, commands: testCommands)
            #expect(outcome.exitCode == .usage && outcome.standardError.last == hint, "\(words)")
        }
        #expect(await runCommand(["zzzzzz"]).standardError.last == "Run 'snapfit help' to see the commands.")
    }

    @Test func help_unknownCommand_isAUsageError() async {
        let outcome = await runCommand(["help", "bogus"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: Unknown command 'bogus'.")
    }

    @Test func help_json_listsTheCommandsAsData() async throws {
        let outcome = await runCommand(["help", "clear"], configuration: makeConfiguration(json: true))
        #expect(
            outcome.standardOutput == [
                #"{"command":"help","ok":true,"data":{"commands":[{"name":"clear","summary":"clear the screen","usage":"clear"}],"options":[]}}"#
            ])
    }
}
