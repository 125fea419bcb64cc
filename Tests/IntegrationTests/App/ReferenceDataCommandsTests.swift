import SnapFitAppCore
import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct ReferenceDataCommandsTests {
    @Test func vibes_devInEnglish_listsTheEightVibesWithGlosses() async {
        // When
        let outcome = await runCommand(["vibes"])
        // Then
        #expect(outcome.exitCode == .success)
        #expect(
            outcome.standardOutput == [
                "Vibes", "  1  러블리 (lovely)", "  2  시크 (chic)", "  3  키치 (kitsch)", "  4  차분함 (calm)",
                "  5  하이틴 (high-teen)", "  6  빈티지 (vintage)", "  7  몽환적 (dreamy)", "  8  밝은 (bright)",
            ])
    }

    @Test func vibes_devInKorean_listsTheEightVibes() async {
        let outcome = await runCommand(["vibes"], configuration: AppConfiguration.forTests(language: .korean))
        #expect(
            outcome.standardOutput == [
                "분위기", "  1  러블리", "  2  시크", "  3  키치", "  4  차분함", "  5  하이틴", "  6  빈티지", "  7  몽환적",
                "  8  밝은",
            ])
    }

    @Test func vibes_json_dataIsTheViewModel() async throws {
        // When
        let outcome = await runCommand(["vibes"], configuration: AppConfiguration.forTests(json: true))
        // Then
        #expect(outcome.standardOutput.count == 1)
        let object = try #require(jsonObject(outcome.standardOutput[0]))
        #expect(object["command"] as? String == "vibes")
        #expect(object["ok"] as? Bool == true)
        let data = try #require(object["data"] as? [String: Any])
        #expect(data["title"] as? String == "Vibes")
        let vibes = try #require(data["vibes"] as? [[String: Any]])
        #expect(vibes.map { $0["id"] as? Int } == Array(1...8))
        #expect(vibes.first?["name"] as? String == "러블리")
        #expect(vibes.first?["label"] as? String == "러블리 (lovely)")
    }

    @Test func locations_dev_listsTheRegionsStartingWithSeoul() async {
        let outcome = await runCommand(["locations"], configuration: AppConfiguration.forTests(language: .korean))
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.first == "지역")
        #expect(outcome.standardOutput.dropFirst().first?.hasSuffix("서울") == true)
    }
}
