import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// `snapfit-web`'s command line.
@Suite struct WebOptionsTests {
    @Test func defaults_serveDEVOnLoopbackPort8080() throws {
        guard case .success(.serve(let options)) = WebOptions.parse([], environment: ["HOME": "/tmp/web-home"]) else {
            Issue.record("not served")
            return
        }
        #expect(options.host == "127.0.0.1" && options.port == 8080)
        #expect(options.configuration.phase == .dev)
    }

    @Test func hostPortAndSnapfitsOptions_areRead() {
        let parsed = WebOptions.parse(
            ["--host", "0.0.0.0", "--port=0", "--phase", "real", "--lang", "ko"], environment: ["HOME": "/tmp/w"])
        guard case .success(.serve(let options)) = parsed else {
            Issue.record("not served")
            return
        }
        #expect(options.host == "0.0.0.0" && options.port == 0)
        #expect(options.configuration.phase == .real && options.configuration.language == .korean)
    }

    @Test func badOptions_areOneLine() {
        #expect(
            WebOptions.parse(["--port", "99999"], environment: [:])
                == .failure(.init(line: "--port must be a number from 0 to 65535, not '99999'.")))
        #expect(WebOptions.parse(["--port"], environment: [:]) == .failure(.init(line: "--port needs a value.")))
        #expect(
            WebOptions.parse(["products"], environment: ["HOME": "/tmp/w"])
                == .failure(.init(line: "snapfit-web takes options only, not 'products'.")))
        guard case .failure = WebOptions.parse(["--phase", "prod"], environment: ["HOME": "/tmp/w"]) else {
            Issue.record("a bad phase was taken")
            return
        }
        #expect(WebOptions.parse(["--help"], environment: [:]) == .success(.help))
    }
}
