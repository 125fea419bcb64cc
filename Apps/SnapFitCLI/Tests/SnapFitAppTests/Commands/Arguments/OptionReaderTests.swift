import Testing

@testable import SnapFitApp

@Suite struct OptionReaderTests {
    private let flags: [ArgumentSpec.Flag] = [.value("lang", "ko|en"), .switch("json"), .repeated("tag", "T")]
    private let refuse = OptionReader.Unknown.refused { word, name in UsageError(.init(verbatim: "\(word)|\(name)")) }

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
        #expect(throws: UsageError(.init(verbatim: "--foo=1|foo"))) {
            try OptionReader.read(["--foo=1"], flags: flags, unknown: refuse)
        }
        #expect(throws: UsageError(.init(verbatim: "-json|-json"))) {
            try OptionReader.read(["-json"], flags: flags, unknown: refuse, stopsAtFirstWord: true)
        }
        #expect(try OptionReader.read(["--foo", "1"], flags: flags, unknown: .left).rest == ["--foo", "1"])
    }

    @Test func badValues_areUsageErrors() {
        let cases: [([String], String)] = [
            (["--lang"], "Option --lang needs a value (ko|en)."),
            (["--lang", "--json"], "Option --lang needs a value (ko|en)."),
            (["--json=1"], "Option --json takes no value."),
            (["--lang", "en", "--lang", "ko"], "Option --lang can be given only once."),
        ]
        for (words, message) in cases {
            do throws(UsageError) {
                _ = try OptionReader.read(words, flags: flags, unknown: refuse)
                Issue.record("\(words) was read")
            } catch {
                #expect(error.message.english == message)
            }
        }
    }
}
