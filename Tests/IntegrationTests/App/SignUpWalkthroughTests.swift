import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

/// The interactive shell walks a new user through sign-up.
@MainActor
@Suite struct SignUpWalkthroughTests {
    @Test func loginWithANewAccount_walksThroughEachStepWithRetries() async {
        // Given: a refused consent, a too-short nickname and an unknown vibe, each answered again
        let typed = [
            "login kakao newcomer",
            "y",  // sign up now
            "n", "n",  // required terms refused, no marketing
            "y", "y",  // accepted, marketing
            "a",  // nickname too short
            "새싹",
            "펑크",  // unknown vibe
            "1, chic",
            "me",
            "quit",
        ]
        // When
        let output = await runShell(typed)
        // Then
        let printed = output.standardOutput
        #expect(printed.contains("Please accept SnapFit's terms."))
        #expect(
            printed.contains(
                "Required terms: the terms of service, the privacy policy and being 14 or older must all be accepted."))
        #expect(printed.contains("Nickname: at least 2 characters."))
        #expect(printed.contains { $0.hasPrefix("Vibes: '펑크' is not one of 러블리 (lovely), 시크 (chic)") })
        #expect(printed.contains("Your account is ready, 새싹: you are signed in."))
        #expect(printed.contains("  Vibes: 러블리 (lovely), 시크 (chic)"))
        #expect(output.standardError.isEmpty)
        #expect(output.prompts.contains("Nickname: "))
    }

    @Test func signupWithoutFlags_cancelled_createsNoAccount() async {
        let output = await runShell(["signup apple someone", "y", "n", "cancel", "login apple someone", "n", "quit"])
        #expect(output.standardOutput.contains("Stopped: no account was created."))
        #expect(!output.standardError.contains { $0.contains("Stopped") })
        #expect(output.prompts.contains { $0.hasPrefix("No SnapFit account yet") && $0.contains("Sign up now?") })
        #expect(output.standardError.contains { $0.hasPrefix("error: No SnapFit account yet") })
        #expect(output.standardError.last == "You can sign up with 'signup apple <token>'.")
    }

    @Test func withdrawInTheShell_asksFirstAndKeepsTheAccountOnNo() async {
        let output = await runShell(["login kakao dev-customer", "withdraw", "n", "me", "quit"])
        #expect(output.prompts.contains { $0.hasPrefix("Really withdraw?") })
        #expect(
            output.standardOutput.contains(
                "Withdrawal cannot be undone, and the same social account cannot sign up again."))
        #expect(output.standardOutput.contains("Your account is kept."))
        #expect(output.standardOutput.contains("스냅러버 (Customer)"))
    }

    @Test func withdrawInTheShell_cancel_keepsTheAccount() async {
        let output = await runShell(["login kakao dev-customer", "withdraw", "cancel", "me", "quit"])
        #expect(output.standardOutput.contains("Your account is kept."))
        #expect(output.standardOutput.contains("스냅러버 (Customer)"))
    }

    @Test func withdrawInTheShell_yes_withdraws() async {
        let output = await runShell(["login kakao dev-customer", "withdraw", "y", "me", "quit"])
        #expect(output.standardOutput.contains("Your account was withdrawn. Thank you for using SnapFit."))
        #expect(output.standardError.first == "error: Please log in first.")
    }
}
