import Foundation
import Testing

/// Runs a suite only where headless chromium can run. It finds chromedriver and chromium on `PATH`, starts one
/// driver for the whole suite (its tests reach it as `BrowserScope.host`), checks that chromium starts, and always
/// kills the driver at the end. Where any of that fails, or `SNAPFIT_BROWSER_TESTS=0` turns them off for this run,
/// the suite is cancelled with one line saying why, and passes.
struct BrowserScope: SuiteTrait, TestScoping {
    @TaskLocal static var host: BrowserHost?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let host: BrowserHost
        let environment = ProcessInfo.processInfo.environment
        if environment["SNAPFIT_BROWSER_TESTS"] == "0" {
            try Test.cancel(Comment(rawValue: BrowserUnavailable.turnedOff.line))
        }
        switch await Self.start(path: environment["PATH"]) {
        case .success(let started): host = started
        case .failure(let unavailable): try Test.cancel(Comment(rawValue: unavailable.line))
        }
        do {
            try await Self.$host.withValue(host, operation: function)
        } catch {
            await host.driver.stop()
            throw error
        }
        await host.driver.stop()
    }

    /// The tools found and a driver that answered, with chromium started once and closed.
    private static func start(path: String?) async -> Result<BrowserHost, BrowserUnavailable> {
        let tools: BrowserTools
        switch BrowserTools.locate(path: path) {
        case .success(let found): tools = found
        case .failure(let unavailable): return .failure(unavailable)
        }
        let driver: ChromeDriver
        do {
            driver = try await ChromeDriver.start(tools.chromedriver)
        } catch {
            return .failure(error as? BrowserUnavailable ?? .driverDidNotStart(tools.chromedriver))
        }
        do {
            try await driver.client.newSession(binary: tools.chromium).delete()
        } catch {
            await driver.stop()
            return .failure(.chromiumCannotStart("\(error)"))
        }
        return .success(BrowserHost(tools: tools, driver: driver))
    }
}

extension Trait where Self == BrowserScope {
    /// Only where headless chromium can run; see `BrowserScope`.
    static var needsBrowser: Self { BrowserScope() }
}
