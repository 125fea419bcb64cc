import Testing

@testable import SnapFitApp

@Suite struct ArgumentParserTests {
    private let reserveSpec = ArgumentSpec(
        positionals: [.required("product-id")],
        flags: [
            .value("at", "TIME", required: true), .value("phone", "NUMBER"), .switch("studio"),
            .repeated("image", "FILE"),
        ])

    @Test func parse_positionalsAndFlags_areReadByName() throws {
        // When
        let parsed = try ArgumentParser.parse(
            ["3", "--at", "2026-12-01 14:00", "--studio", "--image", "a.png", "--image=b.heic"], spec: reserveSpec,
            command: "reserve")
        // Then
        #expect(parsed.positional("product-id") == "3")
        #expect(parsed.value("at") == "2026-12-01 14:00")
        #expect(parsed.isPresent("studio"))
        #expect(parsed.values("image") == ["a.png", "b.heic"])
        #expect(parsed.value("phone") == nil)
        #expect(!parsed.isPresent("phone"))
    }

    @Test func parse_flagsBeforePositionals_areAccepted() throws {
        let parsed = try ArgumentParser.parse(["--at", "t", "3"], spec: reserveSpec, command: "reserve")
        #expect(parsed.positional("product-id") == "3")
    }

    @Test func parse_doubleDash_makesLaterWordsPositional() throws {
        let spec = ArgumentSpec(positionals: [.required("text")])
        let parsed = try ArgumentParser.parse(["--", "--not-a-flag"], spec: spec, command: "echo")
        #expect(parsed.positional("text") == "--not-a-flag")
    }

    @Test func parse_optionalPositionalLeftOut_isNil() throws {
        let spec = ArgumentSpec(positionals: [.optional("command")])
        #expect(try ArgumentParser.parse([], spec: spec, command: "help").positional("command") == nil)
    }

    @Test(arguments: [
        (["--at", "t"], "Missing argument <product-id>."),
        (["3"], "Missing option --at TIME."),
        (["3", "--at", "t", "--bogus"], "'reserve' has no option --bogus."),
        (["3", "--at"], "Option --at needs a value (TIME)."),
        (["3", "--at", "--studio"], "Option --at needs a value (TIME)."),
        (["3", "--at", "t", "--at", "u"], "Option --at can be given only once."),
        (["3", "--at", "t", "--studio=yes"], "Option --studio takes no value."),
        (["3", "4", "--at", "t"], "Unexpected argument '4'."),
    ])
    func parse_wordsTheSpecDoesNotAllow_areUsageErrors(words: [String], message: String) {
        do {
            _ = try ArgumentParser.parse(words, spec: reserveSpec, command: "reserve")
            Issue.record("\(words) was accepted")
        } catch {
            #expect(error.message.english == message)
            #expect(!error.message.korean.isEmpty)
        }
    }

    @Test func synopsis_describesEveryArgument() {
        #expect(
            reserveSpec.synopsis
                == "<product-id> --at TIME [--phone NUMBER] [--studio] [--image FILE [--image FILE ...]]")
    }
}
