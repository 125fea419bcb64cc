import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitNetworking
import SnapFitSandbox
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A maker registers a product in DEV and in REAL (pictures uploaded to the sandbox's storage), a customer books
/// it, and the maker sees the booking; both phases print the same JSON (picture URLs aside).
@MainActor
@Suite struct MakerParityTests {
    /// A folder with a PNG and a HEIC picture.
    private static func pictures() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapfit-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ImageFile.png(byteCount: 72).data.write(to: folder.appendingPathComponent("night.png"))
        try (ImageFile.heic.data + Data([0, 0, 0, 72]) + Data("mdat".utf8) + Data(repeating: 9, count: 64))
            .write(to: folder.appendingPathComponent("river.heic"))
        return folder
    }

    private static func register(_ folder: URL) -> String {
        let png = folder.appendingPathComponent("night.png").path
        let heic = folder.appendingPathComponent("river.heic").path
        return
            #"maker register --title "한강 야경 스냅" --desc "노을부터 야경까지" --vibes 시크,몽환적 --locations 서울 --image \#(png) --image \#(heic) --thumbnail \#(png) --option 60:100000 --option 120:180000 --person-price 10000"#
    }

    /// Every URL replaced (the harness has already written each storage's origin `<origin>`), since picture names
    /// are made up by each storage, and the order of a product's pictures follows their names.
    private static func withoutURLs(_ lines: [String]) -> [String] {
        lines.map {
            $0.replacingOccurrences(of: #"(https?://|<origin>)[^"]*"#, with: "URL", options: .regularExpression)
        }
    }

    @Test func registerSeeBookAndSeeTheBooking_devAndReal_printTheSameJSON() async throws {
        let folder = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = [
            "login kakao dev-maker", Self.register(folder), "maker products", "products --maker 2", "logout",
            "login kakao dev-customer", "maker products",
            "maker register --title x --desc y --vibes 시크 --locations 서울 --image \(folder.path)/night.png --thumbnail \(folder.path)/night.png --option 60:1000 --person-price 0",
            #"reserve 63 --option 120 --at "\#(BookingDay.day) 18:00" --people 2 --email me@snapfit.kr --place 여의도 --anyway"#,
            "logout",
            "login kakao dev-maker", "maker reservations",
        ]
        let transcripts = try await ParityHarness.run(script)
        #expect(Self.withoutURLs(transcripts.dev) == Self.withoutURLs(transcripts.real))
        #expect(transcripts.real[1].contains(#""id":63"#))
        #expect(transcripts.real[2].contains(#""title":"My products (7)""#))
        #expect(transcripts.real[3].contains("한강 야경 스냅"))
        #expect(
            transcripts.real[6].contains(#""kind":"not_a_maker""#)
                && transcripts.real[7].contains(#""kind":"not_a_maker""#))
        #expect(transcripts.real[8].contains(#""ok":true"#))
        #expect(
            transcripts.real[11].contains(#""email":"me@snapfit.kr""#)
                && transcripts.real[11].contains(#""totalPrice":190000"#))
    }

    @Test func uploadFails_realLeavesNoProductBehindAndNamesTheFile() async throws {
        // Given: HEIC uploads break on the way
        let folder = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-upload-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true)
        let di = AppDI(configuration: configuration, session: FailingHEICUploads(testURLSession))
        // When
        let output = RecordingOutputSink()
        _ = await Application(
            configuration: configuration, services: di,
            input: ScriptLineSource(lines: ["login kakao dev-maker", Self.register(folder), "maker products"]),
            output: output, commands: .installed
        ).runScript()
        // Then
        #expect(
            output.standardOutput[1].contains(#""kind":"upload_failed""#)
                && output.standardOutput[1].contains("river.heic"))
        #expect(output.standardOutput[2].contains(#""title":"My products (6)""#))
        #expect(await !sandbox.backend.journal().contains { $0.method == "POST" && $0.path == "/snapfit/post" })
    }
}

/// Sends everything through `base`, except HEIC uploads, whose connection drops.
private struct FailingHEICUploads: URLSessionable {
    let base: any URLSessionable

    init(_ base: any URLSessionable) {
        self.base = base
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if request.httpMethod == "PUT", request.value(forHTTPHeaderField: "Content-Type") == "image/heic" {
            throw URLError(.networkConnectionLost)
        }
        return try await base.data(for: request)
    }
}
