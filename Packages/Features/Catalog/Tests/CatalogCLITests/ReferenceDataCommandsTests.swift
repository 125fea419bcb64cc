import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import CatalogCLI

/// `vibes` and `locations` over doubles.
@MainActor
@Suite struct ReferenceDataCommandsTests {
    private let commands = CommandTable.standard.adding(CatalogCommands.all)

    @Test func vibesAndLocations_listWhatTheRepositoryKnows_withEnglishGlosses() async {
        var referenceData = Fixtures.referenceData()
        referenceData.onLocations = { [Location(id: 4, name: "부산")] }
        let outcome = await runScript(
            ["vibes", "locations"], services: StubServices(useCases: .stubbed(referenceData: referenceData)),
            commands: commands)
        #expect(
            outcome.standardOutput == [
                "Vibes", "  1  러블리 (lovely)", "  2  시크 (chic)", "  3  키치 (kitsch)", "Locations", "  4  부산 (Busan)",
            ])
    }

    @Test func vibes_unreachable_exits69_andSaysWhatToCheck() async {
        var referenceData = StubReferenceDataRepository()
        referenceData.onVibes = { () throws(DomainError) in throw .unreachable }
        let outcome = await runCommand(
            ["vibes"], services: StubServices(useCases: .stubbed(referenceData: referenceData)), commands: commands)
        #expect(outcome.exitCode == .unavailable)
        #expect(outcome.standardError.first == "error: Cannot reach the SnapFit server.")
    }
}
