import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitSandbox
import Testing

/// REAL against a sandbox at a wrong base path: the server answers, but not as SnapFit. Every command says the
/// server answered without offering its path, in the user's language, whether it needs a sign-in or not, and exits 1
/// (an answer, not a missing server).
@MainActor
@Suite struct WrongAddressTests {
    @Test(.timeLimit(.minutes(1)))
    func wrongBasePath_saysSoInEnglish_forPublicAndSignedInCommands() async throws {
        // Given: a signed-in client whose base URL has a path the server does not know
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-wrong-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let right = AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, language: .english, json: true)
        _ = await runScript(["login kakao dev-customer"], di: AppDI(configuration: right))
        let wrongURL = sandbox.baseURL.appendingPathComponent("wrong")
        let wrong = AppConfiguration(phase: .real, baseURL: wrongURL, home: home, language: .english, json: true)
        let wrongInText = AppConfiguration(phase: .real, baseURL: wrongURL, home: home, language: .english)
        // When
        let lines = await runScript(["vibes", "login kakao dev-customer", "me"], di: AppDI(configuration: wrong))
        let text = await runScript(["vibes"], di: AppDI(configuration: wrongInText))
        // Then
        #expect(outcomes(lines) == ["wrong_address", "wrong_address", "wrong_address"])
        #expect(lines.allSatisfy { !$0.contains("토큰") })
        #expect(text.contains { $0.contains("answered, but it does not offer /snapfit/vibes") })
        #expect(text.contains { $0.contains(wrongURL.absoluteString) && $0.contains("--base-url") })
    }
}
