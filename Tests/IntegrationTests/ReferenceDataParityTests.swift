import Foundation
import Testing

/// DEV and REAL (against the sandbox, over real HTTP) must present the same results for the same script.
@MainActor
@Suite struct ReferenceDataParityTests {
    @Test func vibesAndLocations_devAndReal_printTheSameJSON() async throws {
        // Given
        let script = ["vibes", "# the regions next", "locations"]
        // When
        let transcripts = try await ParityHarness.run(script)
        // Then
        #expect(transcripts.dev.count == 2)
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.devExitCode == .success && transcripts.realExitCode == .success)
        let vibes = try #require(transcripts.real.first)
        #expect(vibes.contains(#""ok":true"#) && vibes.contains("러블리"))
    }

    @Test func vibesInKorean_devAndReal_printTheSameJSON() async throws {
        let transcripts = try await ParityHarness.run(["vibes"], language: .korean)
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real.first?.contains("분위기") == true)
    }

    @Test func unknownCommand_devAndReal_failTheSameWay() async throws {
        let transcripts = try await ParityHarness.run(["vibes", "bogus"])
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.devExitCode == .usage && transcripts.realExitCode == .usage)
    }
}
