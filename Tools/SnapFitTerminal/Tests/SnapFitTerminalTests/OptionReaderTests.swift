import Testing

@testable import SnapFitTerminal

@Suite struct OptionReaderTests {
    private let flags: [ArgumentSpec.Flag] = [.value("lang", "ko|en"), .switch("json"), .repeated("tag", "T")]
    private let refuse = OptionReader.Unknown.refused

    @Test func valuesSwitchesAndRepeats_areTakenOut_andTheOtherWordsStayInOrder() throws {
        let read = try OptionReader.read(
            ["a", "--lang", "en", "b", "--json", "--tag=x", "--tag", "y", "c"], flags: flags, unknown: refuse)
        #expect(read.values == ["lang": ["en"], "json": [""], "tag": ["x", "y"]])
        #expect(read.rest == ["a", "b", "c"])
    }

    @Test func doubleDash_endsTheReading_droppedWhenRefusing_keptWhenLeaving() throws {
        let words = ["--json", "--", "--lang", "x"]
        #expect(try OptionReader.read(words, flags: flags, unknown: refuse).rest == ["--lang", "x"])
        #expect(try OptionReader.read(words, flags: flags, unknown: .left).rest == ["--", "--lang", "x"])
    }

    @Test func stoppingAtTheFirstWord_leavesItAndEverythingAfter() throws {
        let read = try OptionReader.read(
            ["--json", "vibes", "--lang", "en"], flags: flags, unknown: refuse, stopsAtFirstWord: true)
        #expect(read.values == ["json": [""]] && read.rest == ["vibes", "--lang", "en"])
    }

    @Test func unknownOptions_areRefusedByTheirName_orLeftAsTyped() throws {
        #expect(throws: CommandLineError.unknownOption(word: "--foo=1", name: "foo")) {
            try OptionReader.read(["--foo=1"], flags: flags, unknown: refuse)
        }
        #expect(throws: CommandLineError.unknownOption(word: "-json", name: "-json")) {
            try OptionReader.read(["-json"], flags: flags, unknown: refuse, stopsAtFirstWord: true)
        }
        #expect(try OptionReader.read(["--foo", "1"], flags: flags, unknown: .left).rest == ["--foo", "1"])
    }

    @Test func badValues_areErrors() {
        let cases: [([String], CommandLineError)] = [
            (["--lang"], .needsValue("lang", placeholder: "ko|en")),
            (["--lang", "--json"], .needsValue("lang", placeholder: "ko|en")), (["--json=1"], .takesNoValue("json")),
            (["--lang", "en", "--lang", "ko"], .onlyOnce("lang")),
        ]
        for (words, error) in cases {
            #expect(throws: error) { try OptionReader.read(words, flags: flags, unknown: refuse) }
        }
    }
}
