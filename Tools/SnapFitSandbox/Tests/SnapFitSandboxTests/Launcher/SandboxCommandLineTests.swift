import SnapFitSandbox
import Testing

@Suite("snapfit-sandbox command line")
struct SandboxCommandLineTests {
    @Test func noArguments_runsOnLoopback8081WithLogging() throws {
        guard case .run(let options) = SandboxCommandLine.parse([]) else {
            Issue.record("expected .run")
            return
        }
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8081)
        #expect(options.accessTTL == 1000 && options.refreshTTL == 10000)
        #expect(options.dataFile == nil)
        #expect(options.logRequests)
    }

    @Test func everyFlag_isApplied() throws {
        let parsed = SandboxCommandLine.parse([
            "--host", "0.0.0.0", "--port", "0", "--access-ttl", "5", "--refresh-ttl", "50", "--data-file", "/tmp/s",
            "--quiet", "--public-url", "https://snap.example:8443/",
        ])
        guard case .run(let options) = parsed else {
            Issue.record("expected .run")
            return
        }
        #expect(options.host == "0.0.0.0")
        #expect(options.port == 0)
        #expect(options.accessTTL == 5 && options.refreshTTL == 50)
        #expect(options.dataFile == "/tmp/s")
        #expect(!options.logRequests)
        #expect(options.publicURL?.absoluteString == "https://snap.example:8443")
    }

    @Test func rates_changeTheServedRates_overTheStandardOnes() throws {
        guard case .run(let options) = SandboxCommandLine.parse(["--rates", "KRW=1400,GBP=0.8"]) else {
            Issue.record("expected .run")
            return
        }
        #expect(options.exchangeRates == ["KRW": 1400, "USD": 1, "EUR": 0.95, "JPY": 155, "GBP": 0.8])
    }

    @Test(arguments: ["KRW", "KRW=0", "krw=1400", "KRW=1400,", "KRW=abc", "KRWX=1", "KRW=1e10", "KRW=nan"])
    func badRates_areUsageErrors(value: String) {
        guard case .failure(let message) = SandboxCommandLine.parse(["--rates", value]) else {
            Issue.record("expected .failure")
            return
        }
        #expect(message.hasPrefix("snapfit-sandbox: --rates must be"))
    }

    @Test func help_isHelp() {
        guard case .help = SandboxCommandLine.parse(["--port", "1", "--help"]) else {
            Issue.record("expected .help")
            return
        }
    }

    @Test(arguments: [
        ["--bogus"], ["--port"], ["--port", "70000"], ["--port", "x"], ["--access-ttl", "0"], ["--refresh-ttl", "-3"],
        ["--data-file", ""], ["extra"], ["--public-url", "ftp://x"], ["--public-url", "http://x/api"],
        ["--public-url", "not a url"],
    ])
    func badArguments_areOneLineFailures(arguments: [String]) {
        guard case .failure(let line) = SandboxCommandLine.parse(arguments) else {
            Issue.record("expected .failure for \(arguments)")
            return
        }
        #expect(!line.isEmpty && !line.contains("\n"))
        #expect(SandboxCommandLine.usageExitCode == 64)
    }
}
