import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitPresentation
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct ApplicationTests {
    // MARK: One command

    @Test func runCommand_knownCommand_printsItsLinesAndSucceeds() async {
        // When
        let outcome = await runCommand(["echo", "hi", "--times", "2"], commands: testCommands)
        // Then
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput == ["hi", "hi"])
        #expect(outcome.standardError.isEmpty)
    }

    @Test func runCommand_unknownCommand_isAUsageErrorWithAHint() async {
        // When
        let outcome = await runCommand(["bogus"])
        // Then
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError == ["error: Unknown command 'bogus'.", "Run 'snapfit help' to see the commands."])
    }

    @Test func runCommand_missingArgument_isAUsageErrorWithTheUsageLine() async {
        let outcome = await runCommand(["echo"], commands: testCommands)
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError == [
                "error: Missing argument <text>.", "Usage: echo <text> [--times N] [--tag T [--tag T ...]]",
            ])
    }

    @Test func runCommand_unknownFlag_isAUsageError() async {
        let outcome = await runCommand(["clear", "--fast"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError == ["error: 'clear' has no option --fast.", "Usage: clear"])
    }

    @Test func runCommand_usageErrorInKorean_isInKorean() async {
        let outcome = await runCommand(["bogus"], configuration: makeConfiguration(language: .korean))
        #expect(outcome.standardError == ["오류: 알 수 없는 명령입니다: 'bogus'", "'snapfit help'로 명령 목록을 확인하세요."])
    }

    @Test(arguments: [
        (ErrorKind.rejected, ExitCode.failure), (.unreachable, .unavailable), (.usage, .usage),
        (.wrongAddress, .failure),
    ])
    func runCommand_failure_exitsWithTheCodeOfItsKind(kind: ErrorKind, expected: ExitCode) async {
        let outcome = await runCommand(["fail", kind.rawValue], commands: testCommands)
        #expect(outcome.exitCode == expected)
        #expect(outcome.standardError.first == "error: failed with \(kind.rawValue)")
    }

    @Test func runCommand_unreachableDefaultServer_saysHowToStartTheSandbox() async {
        let outcome = await runCommand(
            ["fail", "unreachable"], configuration: .forTests(phase: .real), commands: testCommands)
        #expect(
            outcome.standardError.last?.contains("start the local sandbox with 'swift run snapfit-sandbox'") == true)
    }

    @Test func runCommand_somethingElseAtTheDefaultAddress_saysToCheckTheAddress() async {
        let outcome = await runCommand(
            ["fail", "wrong_address"], configuration: .forTests(phase: .real), commands: testCommands)
        #expect(outcome.standardError.last?.contains("is the SnapFit server's address (--base-url)") == true)
    }

    @Test(arguments: [
        (DevProblem.unreadableData, true), (.newerData, true), (.busyData, false), (.unwritableData, false),
    ])
    func runCommand_devUnavailable_offersTheResetOnlyForDataItCannotRead(problem: DevProblem, offers: Bool) async {
        // Given
        var services = StubServices()
        services.devProblem = problem
        // When
        let outcome = await runCommand(["fail", "unavailable"], services: services, commands: testCommands)
        // Then
        #expect(outcome.standardError.last?.contains("snapfit dev reset") == offers)
        #expect(outcome.standardError.last?.contains("newer snapfit") == (problem == .newerData))
    }

    @Test(arguments: [ErrorKind.signedOut, .sessionExpired])
    func runCommand_anyCommandThatNeedsASession_getsTheLoginHintFromTheShell(kind: ErrorKind) async {
        // When: a command that adds no hint of its own
        let outcome = await runCommand(["fail", kind.rawValue], commands: testCommands)
        // Then
        #expect(outcome.standardError == ["error: failed with \(kind.rawValue)", "Log in with 'login kakao <token>'."])
    }

    @Test func runVersion_printsTheVersion() {
        let output = RecordingOutputSink()
        let configuration = makeConfiguration()
        let sut = Application(
            configuration: configuration, services: StubServices(), input: ScriptLineSource(lines: []),
            output: output)
        #expect(sut.runVersion() == .success)
        #expect(output.standardOutput == ["snapfit 0.1.0"])
    }

    // MARK: Script mode

    @Test func runScript_skipsBlankAndCommentLinesAndGoesOnAfterAFailure() async {
        // Given
        let script = ["echo one", "", "   ", "# echo comment", "  # indented comment", "bogus", "echo two"]
        // When
        let outcome = await runScript(script, commands: testCommands)
        // Then
        #expect(outcome.standardOutput == ["one", "two"])
        #expect(
            outcome.standardError == ["error: line 6: Unknown command 'bogus'.", "Run 'help' to see the commands."])
        #expect(outcome.exitCode == .usage)
    }

    @Test func runScript_allSucceed_exitsZero() async {
        let outcome = await runScript(["echo a", "echo b"], commands: testCommands)
        #expect(outcome.exitCode == .success)
    }

    @Test func runScript_failedCommand_exitsOne() async {
        let outcome = await runScript(["fail rejected", "echo after"], commands: testCommands)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardOutput == ["after"])
    }

    @Test func runScript_severalFailures_exitWithTheMostSeriousCode() async {
        let usageThenFailure = await runScript(["fail rejected", "bogus", "fail rejected"], commands: testCommands)
        #expect(usageThenFailure.exitCode == .usage)
        let unreachableFirst = await runScript(["fail unreachable", "bogus"], commands: testCommands)
        #expect(unreachableFirst.exitCode == .unavailable)
    }

    @Test func runScript_quotedArguments_reachTheCommandAsOneWord() async {
        let outcome = await runScript([#"echo "홍대 입구" --tag 'a b'"#], commands: testCommands)
        #expect(outcome.standardOutput == ["홍대 입구"])
    }

    @Test func runScript_unterminatedQuote_isAUsageErrorAndTheScriptGoesOn() async {
        let outcome = await runScript([#"echo "open"#, "echo next"], commands: testCommands)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: line 1: Unterminated quote (\").")
        #expect(outcome.standardOutput == ["next"])
    }

    @Test func runScript_quit_stopsTheScript() async {
        let outcome = await runScript(["echo a", "quit", "echo b"], commands: testCommands)
        #expect(outcome.standardOutput == ["a"])
        #expect(outcome.exitCode == .success)
    }

    // MARK: JSON mode

    @Test func runScript_commentAfterACommand_isSkipped() async {
        let outcome = await runScript(["echo hi # a comment", "echo a#b"], commands: testCommands)
        #expect(outcome.standardOutput == ["hi", "a#b"])
    }

    @Test func runScript_json_printsOneObjectPerCommandOnStdout() async {
        // Given
        let configuration = makeConfiguration(json: true)
        // When
        let outcome = await runScript(
            ["echo hi --tag x --tag y", "# skipped", "bogus", "echo", "fail rejected", "quit"],
            configuration: configuration, commands: testCommands)
        // Then
        #expect(outcome.standardError.isEmpty)
        #expect(
            outcome.standardOutput == [
                #"{"command":"echo","ok":true,"data":{"tags":["x","y"],"text":"hi"}}"#,
                #"{"command":"bogus","ok":false,"error":{"kind":"usage","line":3,"message":"Unknown command 'bogus'."}}"#,
                #"{"command":"echo","ok":false,"error":{"kind":"usage","line":4,"message":"Missing argument <text>."}}"#,
                #"{"command":"fail","ok":false,"error":{"kind":"rejected","line":5,"message":"failed with rejected"}}"#,
                #"{"command":"quit","ok":true,"data":{}}"#,
            ])
        #expect(outcome.exitCode == .usage)
    }

    @Test func runCommand_jsonTwoWordCommand_reportsTheFullName() async {
        let outcome = await runCommand(
            ["sample", "run", "--title", "봄"], configuration: makeConfiguration(json: true), commands: testCommands)
        #expect(outcome.standardOutput == [#"{"command":"sample run","ok":true,"data":{"title":"봄"}}"#])
    }

    // MARK: Interactive shell

    @Test func runShell_promptsForEachLineUntilQuit() async {
        // Given
        let output = RecordingOutputSink()
        let configuration = makeConfiguration()
        let sut = Application(
            configuration: configuration, services: StubServices(),
            input: ScriptLineSource(lines: ["echo a", "bogus", "quit", "echo never"]), output: output,
            commands: testCommands)
        // When
        let code = await sut.runShell()
        // Then
        #expect(code == .success)
        #expect(output.prompts == ["snapfit> ", "snapfit> ", "snapfit> "])
        #expect(output.standardOutput.last == "a")
        #expect(!output.standardOutput.contains("never"))
        #expect(output.standardError.first == "error: Unknown command 'bogus'.")
    }

    @Test func runShell_endOfInput_leavesTheShell() async {
        let output = RecordingOutputSink()
        let configuration = makeConfiguration(language: .korean)
        let sut = Application(
            configuration: configuration, services: StubServices().speaking(.korean),
            input: ScriptLineSource(lines: []), output: output)
        #expect(await sut.runShell() == .success)
        #expect(output.prompts.count == 1)
        #expect(output.standardOutput.contains { $0.contains("'help'로 명령 목록을") })
    }

    @Test func runShell_json_printsOnlyJSONLinesBesidesThePrompt() async {
        let output = RecordingOutputSink()
        let configuration = makeConfiguration(json: true)
        let sut = Application(
            configuration: configuration, services: StubServices(),
            input: ScriptLineSource(lines: ["echo a"]), output: output, commands: testCommands)
        _ = await sut.runShell()
        #expect(output.standardOutput == [#"{"command":"echo","ok":true,"data":{"tags":[],"text":"a"}}"#])
    }
}
