import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitSandbox
import SnapFitTestSupport
import Testing

/// The catalog's vibes are fetched once per process, not before every filtered list.
@MainActor
@Suite struct CatalogFetchedOnceTests {
    @Test func filteredListsInOneProcess_fetchTheVibesOnce() async throws {
        // Given
        await ServerSlots.shared.take()
        defer { ServerSlots.shared.give() }
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let di = AppDI(
            configuration: AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true),
            session: testURLSession)
        // When
        let lines = await runScript(
            ["login kakao dev-customer", "products --vibe 시크", "more", "products --vibe 러블리,시크", "likes"], di: di)
        // Then
        #expect(outcomes(lines) == ["ok", "ok", "ok", "ok", "ok"])
        let vibeFetches = await sandbox.backend.journal().filter { $0.path == "/snapfit/vibes" }
        #expect(vibeFetches.count == 1)
    }
}
