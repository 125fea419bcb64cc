import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitSandbox
import Synchronization
import Testing

/// REAL against a sandbox whose access tokens live 2 seconds, on a clock the test moves: the flow crosses an
/// expiry, the client renews once at `/refresh/token` and never resends a request with the expired token.
@MainActor
@Suite struct TokenRefreshTests {
    @Test func accessTokenExpiresMidFlow_oneRefreshAndNoRequestRepeatedWithTheExpiredToken() async throws {
        // Given
        let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let sandbox = try await Sandbox.start(SandboxOptions(accessTTL: 2, now: { clock.withLock { $0 } }))
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-refresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true)
        let di = AppDI(configuration: configuration, session: testURLSession)
        let before = await runScript(["signup kakao refresher --nickname 갱신 --vibes 시크 --agree-terms", "me"], di: di)
        // When: three seconds pass, so the stored access token has expired
        await sandbox.backend.resetJournal()
        clock.withLock { $0 += 3 }
        let after = await runScript(["me", "profile edit --nickname 새갱신 --vibes 키치", "me"], di: di)
        // Then
        #expect((before + after).allSatisfy { $0.contains(#""ok":true"#) })
        let journal = await sandbox.backend.journal()  // the requests after the expiry
        #expect(journal.filter { $0.path == "/refresh/token" }.count == 1)
        let rejected = journal.filter { $0.status == 401 }
        #expect(!rejected.isEmpty)
        for entry in rejected {
            let sameRequest = journal.filter {
                $0.method == entry.method && $0.path == entry.path && $0.bearerToken == entry.bearerToken
            }
            #expect(sameRequest.count == 1, "\(entry.method) \(entry.path) was sent twice with the expired token")
        }
        let expiredToken = try #require(rejected.first?.bearerToken)
        #expect(!journal.contains { $0.status != 401 && $0.bearerToken == expiredToken })
    }
}
