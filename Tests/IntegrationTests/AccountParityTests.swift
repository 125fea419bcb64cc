import Foundation
import Testing

/// The account flow prints the same JSON in DEV (in-process mocks) and REAL (HTTP to the sandbox).
@MainActor
@Suite struct AccountParityTests {
    @Test func signUpThroughWithdrawal_devAndReal_printTheSameJSON() async throws {
        // Given
        let script = [
            "signup kakao parity-user --nickname 새싹 --vibes 러블리,chic --agree-terms",
            "me",
            "logout",
            "login kakao parity-user",
            "profile edit --vibes 키치",
            "profile edit --nickname 새별 --vibes 키치",
            "me",
            "withdraw --confirm",
            "me",
            "login kakao parity-user",
        ]
        // When
        let transcripts = try await ParityHarness.run(script)
        // Then
        #expect(transcripts.dev == transcripts.real)
        #expect(
            outcomes(transcripts.real) == [
                "ok", "ok", "ok", "ok", "nickname_unchanged", "ok", "ok", "ok", "signed_out", "account_withdrawn",
            ])
        #expect(transcripts.real[6].contains(#""nickname":"새별""#) && transcripts.real[6].contains(#""vibes":["키치"]"#))
        #expect(transcripts.devExitCode == .failure && transcripts.realExitCode == .failure)
    }

    @Test func seededAccounts_devAndReal_showTheSamePages() async throws {
        let script = [
            "login kakao dev-maker", "me", "logout", "login kakao dev-customer", "me", "login apple dev-maker",
        ]
        let transcripts = try await ParityHarness.run(script, language: .korean)
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real[1].contains(#""makerTools":[{"#) && transcripts.real[1].contains("하늘작가"))
        #expect(transcripts.real[4].contains(#""makerTools":[]"#))
        #expect(transcripts.real[5].contains(#""kind":"needs_sign_up""#))
    }

    @Test func accountCommandsWithoutASession_devAndReal_askToLogIn() async throws {
        let transcripts = try await ParityHarness.run([
            "me", "profile edit --nickname 누구", "withdraw --confirm", "logout",
        ])
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real.dropLast().allSatisfy { $0.contains(#""kind":"signed_out""#) })
        #expect(transcripts.real.last?.contains(#""ok":true"#) == true)
        #expect(transcripts.real.last?.contains(#""wasSignedIn":false"#) == true)
    }
}
