import Foundation
import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import Testing

/// The configuration every executable reads from its options' values and the environment.
@Suite struct ConfigurationReaderTests {
    private func problem(
        _ values: [ConfigurationOption: String], environment: [String: String] = [:]
    ) -> ConfigurationProblem? {
        do {
            _ = try ConfigurationReader.read(values, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test func nothingGiven_isDEVAtTheDefaultsInTheMachinesLanguage() throws {
        // When
        let configuration = try ConfigurationReader.read(
            [:], environment: ["HOME": "/home/kim", "LANG": "ko_KR.UTF-8"])
        // Then
        #expect(configuration.phase == .dev)
        #expect(configuration.baseURL == AppConfiguration.defaultBaseURL)
        #expect(configuration.home.path == "/home/kim/.snapfit")
        #expect(configuration.language == .korean)
        #expect(configuration.preferences == Preferences())
        #expect(configuration.ratesURL == nil)
    }

    @Test func optionWinsOverItsVariable_andAnEmptyVariableIsNone() throws {
        // When
        let configuration = try ConfigurationReader.read(
            [.phase: "REAL", .home: "~/sf"],
            environment: ["HOME": "/home/kim", "SNAPFIT_PHASE": "dev", "SNAPFIT_LAYOUT": "grid", "SNAPFIT_LANG": ""])
        // Then
        #expect(configuration.phase == .real)
        #expect(configuration.home.path == "/home/kim/sf")
        #expect(configuration.preferences.layout == .grid)
        #expect(configuration.preferences.language == nil)
    }

    @Test func badValue_namesTheValueAndWhereItCameFrom() {
        #expect(
            problem([.phase: "prod"]) == ConfigurationProblem(reason: .unknownPhase, value: "prod", source: "--phase"))
        #expect(
            problem([:], environment: ["SNAPFIT_CURRENCY": "eur"])
                == ConfigurationProblem(
                    reason: .unknownValue(allowed: "krw|usd"), value: "eur", source: "SNAPFIT_CURRENCY"))
        #expect(problem([.baseURL: "ftp://x"])?.reason == .malformedBaseURL)
        #expect(problem([.baseURL: "http://127.0.0.1:0"])?.reason == .malformedBaseURL)
        #expect(problem([.ratesURL: "not a url"])?.reason == .malformedRatesURL)
        #expect(problem([.lang: "fr"])?.reason == .unknownLanguage)
    }

    @Test func problem_isWordedInTheLanguageAsked() {
        // Given
        let sut = ConfigurationProblem(reason: .unknownPhase, value: "prod", source: "SNAPFIT_PHASE")
        // Then
        #expect(sut.message(in: .english) == "Unknown phase 'prod' (SNAPFIT_PHASE): use dev or real.")
        #expect(sut.message(in: .korean).contains("dev 또는 real"))
    }

    @Test func scenario_isReadByNameInAnyCase_fromTheOptionOrItsVariable() throws {
        let option = try ConfigurationReader.read([.scenario: "Busy-Maker"], environment: [:])
        let variable = try ConfigurationReader.read([:], environment: ["SNAPFIT_SCENARIO": "slow-server"])
        #expect(option.scenario == "busy-maker")
        #expect(variable.scenario == "slow-server")
        #expect(try ConfigurationReader.read([:], environment: [:]).scenario == nil)
    }

    @Test func scenario_unknownOrInREAL_isRefused_namingWhatToDo() throws {
        let unknown = try #require(problem([.scenario: "busy"]))
        #expect(unknown.source == "--scenario")
        #expect(unknown.message(in: .english).contains("first-visit|empty-catalog|busy-maker"))
        let real = try #require(problem([.phase: "real"], environment: ["SNAPFIT_SCENARIO": "busy-maker"]))
        #expect(real == ConfigurationProblem(reason: .scenarioInReal, value: "busy-maker", source: "SNAPFIT_SCENARIO"))
        #expect(
            real.message(in: .english) == "Scenario 'busy-maker' (SNAPFIT_SCENARIO) is DEV's: leave out --phase real.")
    }

    @Test func reportingLanguage_fallsBackToTheMachinesForAnUnknownOne() {
        #expect(ConfigurationReader.reportingLanguage([.lang: "ko"], environment: [:]) == .korean)
        #expect(ConfigurationReader.reportingLanguage([.lang: "xx"], environment: ["LANG": "ko_KR"]) == .korean)
        #expect(ConfigurationReader.reportingLanguage([:], environment: [:]) == .english)
    }
}
