import Foundation
import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct CompletionCommandTests {
    /// What bash's completion offers for `words`, the last one being completed, after sourcing `script`.
    private func bashOffers(_ script: [String], for words: [String]) throws -> String {
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let call = "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _snapfit; echo \"${COMPREPLY[*]}\""
        bash.arguments = ["-c", script.joined(separator: "\n") + "\n" + call]
        let output = Pipe()
        bash.standardOutput = output
        try bash.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        bash.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func bashScript_completesCommandsSubcommandsAndOptions() async throws {
        let outcome = await runCommand(["completion", "bash"], commands: testCommands)
        #expect(outcome.exitCode == .success)
        let script = outcome.standardOutput
        #expect(try bashOffers(script, for: ["snapfit", "de"]) == "dev")
        #expect(try bashOffers(script, for: ["snapfit", "dev", "re"]) == "reset")
        #expect(try bashOffers(script, for: ["snapfit", "echo", "--ti"]) == "--times")
        #expect(try bashOffers(script, for: ["snapfit", "echo", "1", "--j"]) == "--json")
        // The command's own options first: the global ones only when none of its own match.
        #expect(try bashOffers(script, for: ["snapfit", "echo", "--t"]) == "--times --tag")
    }

    @Test func zsh_loadsTheSameScriptThroughBashcompinit_andOtherShellsAreUsageErrors() async {
        #expect(await runCommand(["completion", "zsh"]).standardOutput.first?.contains("bashcompinit") == true)
        let fish = await runCommand(["completion", "fish"])
        #expect(fish.exitCode == .usage && fish.standardError.first == "error: Unknown shell 'fish': use bash or zsh.")
    }
}
