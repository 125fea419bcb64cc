import AccountsCLI
import AccountsDomain
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The account commands over doubles.
@MainActor
@Suite struct AccountCommandsTests {
    private let commands = CommandTable.standard.adding(AccountsCommands.all)

    @Test func login_sendsTheProviderAndToken_andSaysSo() async {
        let sent = Recorder<String>()
        var accounts = StubAccountRepository()
        accounts.onLogin = { provider, token in
            sent.append("\(provider) \(token)")
            return .signedIn
        }
        let outcome = await runCommand(
            ["login", "apple", "tok-1"], services: StubServices(useCases: .stubbed(accounts: accounts)),
            commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(sent.values == ["apple tok-1"])
        #expect(outcome.standardOutput == ["You are signed in."])
    }

    @Test func login_ofAnAccountThatDoesNotExistYet_exitsOne_andSaysToSignUp() async throws {
        var accounts = StubAccountRepository()
        accounts.onLogin = { _, _ in .needsSignUp }
        let outcome = await runCommand(
            ["login", "kakao", "new"], services: StubServices(useCases: .stubbed(accounts: accounts)),
            configuration: makeConfiguration(json: true), commands: commands)
        let error = try #require(jsonObject(outcome.standardOutput[0])?["error"] as? [String: Any])
        #expect(outcome.exitCode == .failure)
        #expect(error["kind"] as? String == "needs_sign_up")
    }

    @Test func me_showsTheProfileAndCounts_theRepositoriesGive() async {
        var likes = StubLikeRepository()
        likes.onLikeCount = { 3 }
        var reservations = StubReservationRepository()
        reservations.onReservationCount = { 1 }
        let useCases = UseCaseFactory.stubbed(
            accounts: .signedIn(as: .fixture(nickname: "테스터")), likes: likes, reservations: reservations)
        let outcome = await runCommand(["me"], services: StubServices(useCases: useCases), commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput == ["테스터 (Customer)", "  Vibes: 러블리 (lovely)", "  Likes: 3 · Reservations: 1"])
    }

    @Test func withdraw_inAScript_withoutConfirm_asksForIt_andWithdrawsNothing() async {
        let outcome = await runScript(
            ["withdraw"], services: StubServices(useCases: .stubbed(accounts: .signedIn(as: .fixture()))),
            commands: commands)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first?.contains("--confirm") == true)
    }

    @Test func withdraw_confirmed_withdraws_andSaysSo() async {
        let withdrawn = Recorder<Bool>()
        var accounts = StubAccountRepository.signedIn(as: .fixture())
        accounts.onWithdraw = { withdrawn.append(true) }
        let outcome = await runCommand(
            ["withdraw", "--confirm"], services: StubServices(useCases: .stubbed(accounts: accounts)),
            commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(withdrawn.values == [true])
    }
}
