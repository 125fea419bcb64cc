import Foundation
import SnapFitDomainTestSupport
import Testing

/// Journeys made of one-shot invocations (each a new process, sharing only the home folder): DEV over its
/// in-process backend and REAL over HTTP print the same JSON, and remember the same things between commands.
@MainActor
@Suite struct CrossProcessParityTests {
    @Test func browseLikeAndBook_asSeparateInvocations_devAndReal_printTheSameJSON() async throws {
        let commands: [[String]] = [
            ["login", "kakao", "dev-customer"], ["me"], ["products"], ["more"], ["next"], ["next"], ["prev"],
            ["like", "3"], ["likes"], ["more"],
            [
                "reserve", "2", "--option", "90", "--at", BookingDay.at("14:00"), "--people", "2", "--email",
                "me@snapfit.kr", "--place", "한강공원", "--anyway",
            ],
            ["reservations"], ["logout"], ["me"],
        ]
        let transcripts = try await ParityHarness.runSeparately(commands)
        #expect(transcripts.dev == transcripts.real)
        #expect(
            outcomes(transcripts.real) == [
                "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "signed_out",
            ])
        #expect(transcripts.real[9].contains(#""kind":"end_of_list""#))
        #expect(transcripts.real[3].contains(#""number":21"#))
        #expect(transcripts.real[6].contains(#""position":"Product 1 of the first 40 in the list""#))
        #expect(transcripts.real[11].contains(#""id":1"#))
    }

    @Test func likeOfAProductThatDoesNotExist_devAndReal_answerTheSame() async throws {
        let transcripts = try await ParityHarness.runSeparately([
            ["login", "kakao", "dev-customer"], ["like", "99999"],
        ])
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.devExitCode == transcripts.realExitCode)
    }

    @Test func catalogAfterAMakerWithdrew_devAndReal_answerTheSame() async throws {
        let transcripts = try await ParityHarness.runSeparately([
            ["login", "kakao", "dev-maker"], ["withdraw", "--confirm"], ["login", "kakao", "dev-customer"],
            ["products"], ["products", "--vibe", "lovely"],
        ])
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real).prefix(3) == ["ok", "ok", "ok"])
    }

    @Test func pictureOverTheUploadLimit_devAndReal_refuseItTheSameWay() async throws {
        // Given: a 15 MB PNG
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-big-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = folder.appendingPathComponent("huge.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 1, count: 15 << 20)).write(
            to: picture)
        // When
        let transcripts = try await ParityHarness.runSeparately([
            ["login", "kakao", "dev-maker"],
            [
                "maker", "register", "--title", "큰 사진", "--desc", "설명", "--vibes", "시크", "--locations", "서울",
                "--image", picture.path, "--thumbnail", picture.path, "--option", "60:100000", "--person-price", "0",
            ],
            ["maker", "products"],
        ])
        // Then
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real).dropFirst().first != "ok")
    }
}
