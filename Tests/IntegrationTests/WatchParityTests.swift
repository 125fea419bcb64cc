import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitNetworking
import Testing

/// Watches in DEV and in REAL against the sandbox, their polls paced by a test's clock: the same updates, word for
/// word, and a change made by another session of the same home seen at the next poll.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct WatchParityTests {
    /// Signs in as `account`, watches with `watch` in one app, runs `meanwhile` in another after the first update,
    /// lets one poll go by, and ends the watch as Ctrl-C does.
    private static func watch(
        _ watch: [String], as account: String, meanwhile: [String], configuration: AppConfiguration
    ) async -> (lines: [String], code: ExitCode) {
        let other: ([String]) async -> ExitCode = { words in
            await Application(
                configuration: configuration, services: AppDI(configuration: configuration, session: testURLSession),
                input: ScriptLineSource(lines: []), output: RecordingOutputSink(),
                commands: .installed
            ).runCommand(words)
        }
        _ = await other(["login", "kakao", account])
        let clock = ManualClock()
        let output = RecordingOutputSink()
        let watcher = Application(
            configuration: configuration,
            services: AppDI(
                configuration: configuration, session: testURLSession, sleeper: TaskSleeper(),
                watchClock: WatchClock(clock)),
            input: ScriptLineSource(lines: []), output: output, commands: .installed)
        let running = Task { await watcher.runCommand(watch) }
        await clock.sleeping()
        if !meanwhile.isEmpty { _ = await other(meanwhile) }
        clock.advance(by: .seconds(60))
        await clock.sleeping()
        running.cancel()
        let code = await running.value
        return (output.standardOutput + output.standardError, code)
    }

    @Test func watchLikes_devAndReal_showALikeMadeElsewhere_atTheNextPoll() async throws {
        let transcripts = try await ParityHarness.inBothPhases(language: .english) {
            await Self.watch(["watch", "likes", "3"], as: "dev-customer", meanwhile: ["like", "3"], configuration: $0)
        }
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.devExitCode == .success && transcripts.realExitCode == .success)
        #expect(transcripts.dev.count == 3)
        #expect(transcripts.dev.first?.contains(#""isLiked":false"#) == true)
        #expect(transcripts.dev.dropFirst().first?.contains(#""likedChanged":true"#) == true)
        #expect(transcripts.dev.dropFirst().first?.contains(#""likeCountChange":"+1""#) == true)
        #expect(transcripts.dev.last?.contains(#""ended""#) == true)
    }

    @Test func watchMakerReservations_devAndReal_showTheSameBookings() async throws {
        let transcripts = try await ParityHarness.inBothPhases(language: .korean) {
            await Self.watch(["watch", "maker-reservations"], as: "dev-maker", meanwhile: [], configuration: $0)
        }
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.dev.count == 2)
        #expect(transcripts.dev.first?.contains(#""title":"받은 예약 실시간"#) == true)
    }
}
