import AccountsCLI
import SnapFitAppTestSupport
import SnapFitDomain
import Testing

@testable import SnapFitApp

/// The account commands in `help`, in completion and typos, and in the shell's history, which keeps no social token.
@MainActor
@Suite struct AccountsShellTests {
    private let commands = CommandTable.standard.adding(AccountsCommands.all)

    @Test func help_ofSignup_describesEachOption_withTheRulesOwnNumbers_andGivesAnExample() async {
        let outcome = await runCommand(["help", "signup"], commands: commands)
        // The counts are the rule's, not a copy: a new rule changes the help.
        let vibes = "\(ProfileRules.vibeCount.lowerBound)–\(ProfileRules.vibeCount.upperBound)"
        let nickname = "\(ProfileRules.nicknameLength.lowerBound)–\(ProfileRules.nicknameLength.upperBound)"
        let text = outcome.standardOutput.joined(separator: "\n")
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.first?.hasPrefix("Usage: signup <kakao|apple> <social-token>") == true)
        #expect(text.contains("create an account (--agree-terms accepts the three required terms)"))
        #expect(text.contains("Nickname (\(nickname) characters)"))
        #expect(text.contains("\(vibes) vibes you like (names, English or numbers)"))
        #expect(
            outcome.standardOutput.last
                == "  snapfit signup kakao new-friend --nickname 스냅러버 --vibes lovely,calm --agree-terms")
    }

    @Test func help_listsEveryAccountCommand_withItsOwnLine() async {
        let text = await runCommand(["help", "all"], commands: commands).standardOutput.joined(separator: "\n")
        for line in [
            "sign in with a social account", "my page: nickname, vibes, role, like and reservation counts",
            "change the nickname and vibes", "sign out", "withdraw the account (cannot be undone)",
        ] {
            #expect(text.contains(line), "missing \(line)")
        }
    }

    @Test func typos_getTheAccountCommandOrOptionMeant() async {
        let cases: [([String], String)] = [
            (["lgin"], "Did you mean 'login'?"),
            (["profile", "edit", "--nicknme", "x"], "Did you mean '--nickname'?"),
            (["withdraw", "--confrim"], "Did you mean '--confirm'?"),
        ]
        for (words, hint) in cases {
            let outcome = await runCommand(words, commands: commands)
            #expect(outcome.exitCode == .usage && outcome.standardError.last == hint, "\(words)")
        }
    }

    @Test func completion_offersTheAccountCommandsOptions() {
        let sut = Completer(commands: commands, catalog: CatalogNames())
        #expect(sut.completion(for: "profile edit --ni").candidates == ["--nickname"])
        #expect(sut.completion(for: "signup kakao t --agr").candidates == ["--agree-terms"])
    }

    @Test func theShellsHistory_masksTheSocialToken_wherever_andKeepsNoLineItCannotRead() {
        func kept(_ line: String) -> String? { ShellHistory.kept(line, commands: commands) }
        #expect(kept("login kakao secret-token") == "login kakao ***")
        #expect(
            kept(#"signup apple tok --nickname "하늘 작가" --agree-terms"#)
                == "signup apple *** --nickname '하늘 작가' --agree-terms")
        #expect(kept(#"login kakao "unterminated"#) == nil)
        #expect(
            kept("signup --nickname Bob --vibes 러블리 --agree-terms kakao TOKEN")
                == "signup kakao *** --nickname Bob --vibes 러블리 --agree-terms")
        #expect(kept("login -- kakao TOKEN") == "login kakao ***")
        #expect(kept("me") == "me")
    }
}
