import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

/// The main journeys as a user reads them, against golden files in `Transcripts/`: each journey in Korean and in
/// English, for people and in `--json`, run in process over DEV. A reviewer reads the files' diff to see what
/// changed for users. `SNAPFIT_RECORD=1 swift test --filter Transcript` writes them anew.
@MainActor
@Suite struct TranscriptTests {
    nonisolated static let journeys: [(name: String, script: [String])] = [
        (
            "customer",
            [
                "login kakao dev-customer", "products --vibe lovely", "product 1", "like 1", "likes",
                #"reserve 1 --option 60 --at "{day} 14:00" --people 1 --email me@snapfit.kr --place 한강공원 --anyway"#,
                "reservations", #"cancel 1 --reason "일정이 바뀌었어요""#, "reservation 1", "logout",
            ]
        ),
        (
            "account",
            [
                "signup kakao newcomer --nickname 새싹 --vibes lovely,calm --agree-terms",
                "me", "profile edit --nickname 새싹둘 --vibes chic", "withdraw --confirm", "login kakao newcomer",
            ]
        ),
        (
            "maker",
            [
                "login kakao dev-maker",
                #"maker register --title "노을 스냅" --desc "한강 노을" --vibes lovely --locations 서울 --image {home}/a.png --thumbnail {home}/a.png --option 60:120000 --person-price 20000"#,
                "logout", "login kakao dev-customer",
                #"reserve 63 --option 60 --at "{day} 18:00" --people 2 --email me@snapfit.kr --place 반포 --anyway"#,
                "logout", "login kakao dev-maker", "maker reservations",
            ]
        ),
        (
            "discovery",
            [
                "login kakao dev-customer", "set currency usd", "set layout grid", "search 한강 노을", "next",
                "photos 1 --photo 2", "settings", "set currency krw", "set layout list", "search ㅎㅏㄴㄱㅏㅇ",
            ]
        ),
        (
            "errors",
            [
                "prodcts", "products --frobnicate", "product 999", "reservations", "login kakao dev-customer",
                "like 1", "like 1", "reservation 999", "reserve 1 --option 45", "cancel 1 --reason x",
            ]
        ),
    ]

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    @Test(arguments: journeys.map(\.name))
    func journey_readsAsItsGoldenFile(name: String) async throws {
        let script = try #require(Self.journeys.first { $0.name == name }).script
        for language in [Language.korean, .english] {
            for json in [false, true] {
                let file = Self.folder.appendingPathComponent(
                    "\(name).\(language == .korean ? "ko" : "en")\(json ? ".json" : "").txt")
                let transcript = await Self.run(script, language: language, json: json)
                if ProcessInfo.processInfo.environment["SNAPFIT_RECORD"] == "1" {
                    try transcript.write(to: file, atomically: true, encoding: .utf8)
                    continue
                }
                let golden = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                if let difference = TranscriptDifference(golden: golden, actual: transcript) {
                    Issue.record("\(file.lastPathComponent) differs:\n\(difference)")
                }
            }
        }
    }

    /// Runs `script` in a fresh DEV home holding a picture `a.png` (`{home}` in a command is that folder, `{day}` the
    /// `BookingDay`) and returns each command, then what it printed, the home folder written `~` and the day `{day}`.
    private static func run(_ script: [String], language: Language, json: Bool) async -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapfit-transcript-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try? ImageFile.png.data.write(to: home.appendingPathComponent("a.png"))
        let configuration = AppConfiguration(phase: .dev, home: home, language: language, json: json)
        let di = AppDI(configuration: configuration)
        var transcript: [String] = []
        for command in script {
            let line = command.replacingOccurrences(of: "{home}", with: home.path)
                .replacingOccurrences(of: "{day}", with: BookingDay.day)
            let output = RecordingOutputSink()
            _ = await Application(
                configuration: configuration, services: di, input: ScriptLineSource(lines: [line]), output: output,
                commands: .installed
            ).runScript()
            transcript += ["$ " + command] + output.transcript.map(Self.steady(home: home.path))
        }
        return transcript.joined(separator: "\n") + "\n"
    }
}

extension TranscriptTests {
    /// A printed line without what changes from run to run: the home folder (written `~`), the day booked on
    /// (`{day}`, two years from today), the names the storage gives uploaded files (`<uuid>`), and the day of DEV's
    /// exchange rates, stamped when they are read (`<rates day>`).
    static func steady(home: String) -> (String) -> String {
        { line in
            line.replacingOccurrences(of: home, with: "~").replacingOccurrences(of: BookingDay.day, with: "{day}")
                .replacingOccurrences(
                    of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", with: "<uuid>",
                    options: .regularExpression
                )
                .replacingOccurrences(
                    of: "(?<=exchange rates of )[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{2}-[0-9]{2}(?= 환율)",
                    with: "<rates day>", options: .regularExpression)
        }
    }
}

/// Where a transcript first parts from its golden file, with a few lines of each side: a readable diff.
struct TranscriptDifference: CustomStringConvertible {
    let line: Int
    let expected: [String]
    let actual: [String]

    init?(golden: String, actual: String) {
        guard golden != actual else { return nil }
        let (old, new) = (golden.components(separatedBy: "\n"), actual.components(separatedBy: "\n"))
        let first =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        line = first + 1
        expected = Array(old[first..<min(old.count, first + 4)])
        self.actual = Array(new[first..<min(new.count, first + 4)])
    }

    var description: String {
        "  at line \(line)\n" + expected.map { "  - " + $0 }.joined(separator: "\n") + "\n"
            + actual.map { "  + " + $0 }.joined(separator: "\n")
    }
}
