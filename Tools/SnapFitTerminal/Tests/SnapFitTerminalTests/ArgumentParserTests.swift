import Testing

@testable import SnapFitTerminal

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
            ["3", "--at", "2026-12-01 14:00", "--studio", "--image", "a.png", "--image=b.heic"], spec: reserveSpec)
        // Then
        #expect(parsed.positional("product-id") == "3")
        #expect(parsed.value("at") == "2026-12-01 14:00")
        #expect(parsed.isPresent("studio"))
        #expect(parsed.values("image") == ["a.png", "b.heic"])
        #expect(parsed.value("phone") == nil)
        #expect(!parsed.isPresent("phone"))
    }

    @Test func parse_flagsBeforePositionals_areAccepted() throws {
        let parsed = try ArgumentParser.parse(["--at", "t", "3"], spec: reserveSpec)
        #expect(parsed.positional("product-id") == "3")
    }

    @Test func parse_doubleDash_makesLaterWordsPositional() throws {
        let spec = ArgumentSpec(positionals: [.required("text")])
        let parsed = try ArgumentParser.parse(["--", "--not-a-flag"], spec: spec)
        #expect(parsed.positional("text") == "--not-a-flag")
    }

    @Test func parse_optionalPositionalLeftOut_isNil() throws {
        let spec = ArgumentSpec(positionals: [.optional("command")])
        #expect(try ArgumentParser.parse([], spec: spec).positional("command") == nil)
    }

    @Test(arguments: [
        (["--at", "t"], CommandLineError.missingArgument("product-id")),
        (["3"], .missingOption("--at TIME")),
        (["3", "--at", "t", "--bogus=1"], .unknownOption(word: "--bogus=1", name: "bogus")),
        (["3", "--at"], .needsValue("at", placeholder: "TIME")),
        (["3", "--at", "--studio"], .needsValue("at", placeholder: "TIME")),
        (["3", "--at", "t", "--at", "u"], .onlyOnce("at")),
        (["3", "--at", "t", "--studio=yes"], .takesNoValue("studio")),
        (["3", "4", "--at", "t"], .unexpectedArgument("4")),
    ])
    func parse_wordsTheSpecDoesNotAllow_areErrors(words: [String], error: CommandLineError) {
        #expect(throws: error) { try ArgumentParser.parse(words, spec: reserveSpec) }
    }

    @Test func parse_requiredFlagsLeftOut_areAcceptedWhenNotRequired() throws {
        #expect(try ArgumentParser.parse(["3"], spec: reserveSpec, requiresFlags: false).value("at") == nil)
    }

    @Test func synopsis_describesEveryArgument() {
        #expect(
            reserveSpec.synopsis
                == "<product-id> --at TIME [--phone NUMBER] [--studio] [--image FILE [--image FILE ...]]")
    }
}
