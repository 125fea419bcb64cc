import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

/// The account commands in DEV, as a script drives them.
@MainActor
@Suite struct AccountCommandsTests {
    @Test func me_signedOut_asksToLogInAndFails() async {
        let outcome = await runScript(["me"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError == ["error: line 1: Please log in first.", "Log in with 'login kakao <token>'."])
    }

    @Test func me_signedOutInKorean_asksToLogInInKorean() async {
        let outcome = await runScript(["me"], configuration: AppConfiguration.forTests(language: .korean))
        #expect(outcome.standardError.first == "오류: 1번째 줄: 먼저 로그인해 주세요.")
    }

    @Test func loginThenMe_seededCustomer_showsTheProfileAndCounts() async {
        let outcome = await runScript(["login kakao dev-customer", "me"])
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput == [
                "You are signed in.", "스냅러버 (Customer)", "  Vibes: 러블리 (lovely), 밝은 (bright)",
                "  Likes: 0 · Reservations: 0",
            ])
    }

    @Test func me_seededMakerInJSON_listsTheMakerTools() async throws {
        let outcome = await runScript(
            ["login kakao dev-maker", "me"], configuration: AppConfiguration.forTests(json: true))
        let data = try #require(jsonObject(outcome.standardOutput[1])?["data"] as? [String: Any])
        let tools = try #require(data["makerTools"] as? [[String: Any]])
        #expect(
            tools.compactMap { $0["action"] as? String } == [
                "maker_products", "maker_reservations", "register_product",
            ])
        #expect((data["profile"] as? [String: Any])?["role"] as? String == "maker")
    }

    @Test func login_unknownProvider_isAUsageError() async {
        let outcome = await runCommand(["login", "naver", "token"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: Unknown social provider 'naver' (kakao or apple).")
    }

    @Test func login_newAccount_failsWithNeedsSignUp_andSaysHowToSignUp() async throws {
        let json = await runCommand(
            ["login", "apple", "brand-new"], configuration: AppConfiguration.forTests(json: true))
        let text = await runCommand(["login", "apple", "brand-new"])
        #expect(json.exitCode == .failure)
        #expect(json.standardOutput[0].contains(#""ok":false"#))
        #expect(json.standardOutput[0].contains(#""kind":"needs_sign_up""#))
        #expect(text.exitCode == .failure)
        #expect(text.standardError.last == "You can sign up with 'signup apple <token>'.")
    }

    @Test func signup_withoutNickname_isAUsageErrorWithTheUsage() async {
        let outcome = await runCommand(["signup", "kakao", "new", "--vibes", "시크", "--agree-terms"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: Missing option --nickname NAME.")
        #expect(outcome.standardError.last?.hasPrefix("Usage: signup <kakao|apple> <social-token>") == true)
    }

    @Test func signup_withoutAgreeTerms_isAUsageErrorNamingIt() async {
        let outcome = await runCommand(["signup", "kakao", "new", "--nickname", "새싹", "--vibes", "시크"])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: Missing option --agree-terms.")
    }

    @Test func signupThenMe_englishGlossesAndMarketing_signsInTheNewCustomer() async {
        let outcome = await runScript([
            "signup kakao new --nickname 새싹 --vibes lovely,Chic --agree-terms --marketing", "me",
        ])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.first == "Your account is ready, 새싹: you are signed in.")
        #expect(outcome.standardOutput.contains("  Vibes: 러블리 (lovely), 시크 (chic)"))
    }

    @Test func profileEdit_vibesOnly_explainsWhyANewNicknameIsNeeded() async {
        let outcome = await runScript(["login kakao dev-customer", "profile edit --vibes 키치"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first?.contains("pick a new nickname too") == true)
    }

    @Test func profileEdit_noFlags_showsTheCurrentProfileAndTheRules() async {
        let outcome = await runScript(["login kakao dev-customer", "profile edit"])
        #expect(outcome.standardOutput.contains("스냅러버 (Customer)"))
        #expect(outcome.standardOutput.last?.contains("not the current one") == true)
    }

    @Test func withdraw_withoutConfirmInAScript_isRefusedAndKeepsTheAccount() async {
        let outcome = await runScript(["login kakao dev-customer", "withdraw", "me"])
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError.suffix(2) == [
                "error: line 2: Missing option --confirm.", "Usage: withdraw --confirm",
            ])
        #expect(outcome.standardOutput.contains("스냅러버 (Customer)"))
    }

    @Test func logoutThenMe_isSignedOut() async {
        let outcome = await runScript(["login kakao dev-maker", "logout", "me"])
        #expect(outcome.standardOutput == ["You are signed in.", "You are signed out."])
        #expect(outcome.standardError.first == "error: line 3: Please log in first.")
    }
}
