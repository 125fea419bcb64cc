import Testing

@testable import SnapFitApp

@Suite struct CommandTableTests {
    @Test func everyStandardCommand_hasItsHelpLineInTheCLIWords_andNoOtherIsListed() {
        let names = Set(CommandTable.standard.commands.map(\.name))
        #expect(names == Set(CLIWords.summaries.keys))
    }

    @Test func lookup_oneWordCommand_returnsTheRestAsArguments() {
        let match = testCommands.lookup(["echo", "hi", "--times", "2"])
        #expect(match?.command.name == "echo")
        #expect(match?.arguments == ["hi", "--times", "2"])
    }

    @Test func lookup_twoWordCommand_matchesBothWords() {
        let match = testCommands.lookup(["sample", "run", "--title", "x"])
        #expect(match?.command.name == "sample run")
        #expect(match?.arguments == ["--title", "x"])
    }

    @Test func lookup_aliasAndCase_findTheCommand() {
        #expect(testCommands.lookup(["exit"])?.command.name == "quit")
        #expect(testCommands.lookup(["ECHO"])?.command.name == "echo")
    }

    @Test func resolve_unknownWord_isAUsageErrorNamingIt() {
        do {
            _ = try testCommands.resolve(["bogus", "x"])
            Issue.record("accepted")
        } catch {
            #expect(error.message.english == "Unknown command 'bogus'.")
        }
    }

    @Test func resolve_unknownSecondWordOfAGroup_namesBothWords() {
        do {
            _ = try testCommands.resolve(["sample", "bogus"])
            Issue.record("accepted")
        } catch {
            #expect(error.message.english == "Unknown command 'sample bogus'.")
        }
    }

    @Test func standard_namesAreUnique_andTheKernelsOwn() {
        let names = CommandTable.standard.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == ["dev reset", "scenarios", "help", "completion", "clear", "quit"])
    }
}

@Suite struct CommandTableAddingTests {
    @Test func theFeaturesCommands_goBeforeDevReset_inTheirOrder() {
        let table = CommandTable.standard.adding([EchoCommand(), FailCommand()])
        let names = table.commands.map(\.name)
        let reset = names.firstIndex(of: "dev reset") ?? -1
        #expect(Array(names[(reset - 2)...reset]) == [EchoCommand().name, FailCommand().name, "dev reset"])
        #expect(
            CommandTable([QuitCommand()]).adding([EchoCommand()]).commands.map(\.name) == ["quit", EchoCommand().name])
    }
}
