import Foundation
import SnapFitPresentation
import Testing

@testable import SnapFitApp

@Suite struct InvocationParserTests {
    private func parse(
        _ arguments: [String], environment: [String: String] = ["HOME": "/home/kim"], terminal: Bool = false
    ) throws(UsageError) -> Invocation {
        try InvocationParser.parse(arguments: arguments, environment: environment, outputIsTerminal: terminal)
    }

    private func usageMessage(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do {
            _ = try parse(arguments, environment: environment)
            return nil
        } catch {
            return error.message.english
        }
    }

    @Test func parse_nothing_givesTheDefaultsAndASession() throws {
        // When
        let invocation = try parse([])
        // Then
        let configuration = invocation.configuration
        #expect(invocation.action == .session)
        #expect(configuration.phase == .dev)
        #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:8081")
        #expect(configuration.home.path == "/home/kim/.snapfit")
        #expect(configuration.language == .english)
        #expect(!configuration.json)
        #expect(!configuration.color)
    }

    @Test func parse_optionsBeforeTheCommand_configureAndLeaveTheCommandWords() throws {
        // When
        let invocation = try parse([
            "--phase", "real", "--base-url", "https://api.example.com:8443/", "--home", "/tmp/sf", "--lang", "ko",
            "--json", "--no-color", "reserve", "3", "--at", "2026-12-01 14:00",
        ])
        // Then
        let configuration = invocation.configuration
        #expect(configuration.phase == .real)
        #expect(configuration.baseURL.absoluteString == "https://api.example.com:8443/")
        #expect(configuration.home.path == "/tmp/sf")
        #expect(configuration.language == .korean)
        #expect(configuration.json)
        #expect(invocation.action == .command(["reserve", "3", "--at", "2026-12-01 14:00"]))
    }

    @Test func parse_equalsForm_isAccepted() throws {
        let configuration = try parse(["--phase=real", "--lang=ko", "vibes"]).configuration
        #expect(configuration.phase == .real)
        #expect(configuration.language == .korean)
    }

    @Test func parse_environment_isReadWhenNoOptionIsGiven() throws {
        // Given
        let environment = [
            "SNAPFIT_PHASE": "real", "SNAPFIT_BASE_URL": "http://10.0.0.2:9000", "SNAPFIT_HOME": "~/sf",
            "SNAPFIT_LANG": "ko", "HOME": "/home/lee",
        ]
        // When
        let configuration = try parse(["vibes"], environment: environment).configuration
        // Then
        #expect(configuration.phase == .real)
        #expect(configuration.baseURL.absoluteString == "http://10.0.0.2:9000")
        #expect(configuration.home.path == "/home/lee/sf")
        #expect(configuration.language == .korean)
    }

    @Test func parse_optionsWinOverTheEnvironment() throws {
        // Given
        let environment = ["SNAPFIT_PHASE": "real", "SNAPFIT_LANG": "ko", "SNAPFIT_BASE_URL": "http://a.example"]
        // When
        let configuration = try parse(
            ["--phase", "dev", "--lang", "en", "--base-url", "http://b.example"], environment: environment
        ).configuration
        // Then
        #expect(configuration.phase == .dev)
        #expect(configuration.language == .english)
        #expect(configuration.baseURL.absoluteString == "http://b.example")
    }

    @Test(arguments: [("ko_KR.UTF-8", Language.korean), ("ko", .korean), ("en_US.UTF-8", .english), ("C", .english)])
    func parse_languageDefault_followsLANG(lang: String, expected: Language) throws {
        #expect(try parse([], environment: ["LANG": lang]).configuration.language == expected)
    }

    @Test func parse_snapfitLangOverridesLANG() throws {
        #expect(
            try parse([], environment: ["LANG": "ko_KR.UTF-8", "SNAPFIT_LANG": "en"]).configuration.language == .english
        )
    }

    @Test func parse_color_onlyOnATerminalWithoutNoColorOrJSON() throws {
        #expect(try parse([], terminal: true).configuration.color)
        #expect(try !parse([], terminal: false).configuration.color)
        #expect(try !parse(["--no-color"], terminal: true).configuration.color)
        #expect(try !parse(["--json"], terminal: true).configuration.color)
        #expect(try !parse([], environment: ["NO_COLOR": "1"], terminal: true).configuration.color)
        #expect(try parse([], environment: ["NO_COLOR": ""], terminal: true).configuration.color)
    }

    @Test func parse_helpAndVersion_becomeTheirActions() throws {
        #expect(try parse(["--help"]).action == .command(["help"]))
        #expect(try parse(["--help", "vibes"]).action == .command(["help", "vibes"]))
        #expect(try parse(["--version"]).action == .version)
    }

    @Test func parse_globalOptionsAfterTheCommand_areReadAndTakenOutOfItsWords() throws {
        // When
        let invocation = try parse(["products", "--vibe", "시크", "--json", "--lang=ko", "--home", "/tmp/h"])
        // Then
        #expect(invocation.action == .command(["products", "--vibe", "시크"]))
        #expect(invocation.configuration.json)
        #expect(invocation.configuration.language == .korean)
        #expect(invocation.configuration.home.path == "/tmp/h")
    }

    @Test func parse_helpAfterTheCommand_andAnythingAfterDoubleDash_belongToTheCommand() throws {
        #expect(try parse(["vibes", "--help"]).action == .command(["vibes", "--help"]))
        #expect(try parse(["echo", "--", "--json"]).action == .command(["echo", "--", "--json"]))
        #expect(try !parse(["echo", "--", "--json"]).configuration.json)
        #expect(try parse(["--", "--json"]).action == .command(["--json"]))
    }

    @Test(arguments: [
        (["--phase", "staging"], [String: String](), "Unknown phase 'staging' (--phase): use dev or real."),
        ([], ["SNAPFIT_PHASE": "prod"], "Unknown phase 'prod' (SNAPFIT_PHASE): use dev or real."),
        (["--lang", "fr"], [:], "Unknown language 'fr' (--lang): use ko or en."),
        ([], ["SNAPFIT_LANG": "jp"], "Unknown language 'jp' (SNAPFIT_LANG): use ko or en."),
        (["--bogus"], [:], "Unknown option: --bogus"),
        (["-x", "vibes"], [:], "Unknown option: -x"),
        (["--phase"], [:], "Option --phase needs a value (dev|real)."),
        (["--phase", "--json"], [:], "Option --phase needs a value (dev|real)."),
        (["--home="], [:], "Option --home needs a value (DIR)."),
        (["--json=yes"], [:], "Option --json takes no value."),
    ])
    func parse_badOptionOrVariable_isAUsageError(arguments: [String], environment: [String: String], message: String) {
        #expect(usageMessage(arguments, environment: environment) == message)
    }

    @Test(arguments: [
        "ftp://example.com", "example.com", "http://", "http:///path", "not a url", "127.0.0.1:8081", "https:x",
        "http://127.0.0.1:99999", "http://127.0.0.1:0",
    ])
    func parse_malformedBaseURL_isAUsageError(url: String) {
        let message = usageMessage(["--base-url", url])
        #expect(
            message?.hasPrefix("Malformed base URL '\(url)' (--base-url)") == true, "\(url) → \(message ?? "accepted")")
        let fromEnvironment = usageMessage([], environment: ["SNAPFIT_BASE_URL": url])
        #expect(fromEnvironment?.contains("(SNAPFIT_BASE_URL)") == true)
    }

    @Test func parse_usageErrors_haveAKoreanMessageAndAHint() {
        do {
            _ = try parse(["--phase", "x"])
            Issue.record("accepted")
        } catch {
            #expect(error.message.korean.contains("dev 또는 real"))
            #expect(error.hint?.english == "Run 'snapfit help' to see the usage.")
        }
    }

    @Test func reportingPreferences_useValidValuesOnly() {
        let korean = InvocationParser.reportingPreferences(
            arguments: ["--json", "--lang", "ko", "--phase", "x"], environment: [:])
        #expect(korean.language == .korean)
        #expect(korean.json)
        let fallback = InvocationParser.reportingPreferences(
            arguments: ["--lang", "fr"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(fallback.language == .korean)
        #expect(!fallback.json)
        #expect(InvocationParser.reportingPreferences(arguments: ["vibes", "--json"], environment: [:]).json)
        #expect(!InvocationParser.reportingPreferences(arguments: ["echo", "--", "--json"], environment: [:]).json)
    }
}
