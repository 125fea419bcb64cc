import Foundation
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitApp

/// `maker register`: flags in a script, a walk-through in the shell; each field checked when it is entered.
@MainActor
@Suite struct MakerRegisterCommandTests {
    private let signIn = "login kakao dev-maker"

    /// A folder with a PNG picture and a file that is not a picture, removed by the caller.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-register-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ImageFile.png.data.write(to: folder.appendingPathComponent("night.png"))
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

    @Test func shellWalkthrough_asksEachFieldInOrder_reasksTheRefusedOnes_showsTheProduct_thenRegisters() async throws {
        // Given
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("night.png").path
        let typed = [
            signIn, "maker register --title \"한강 야경\"",
            "노을부터 야경까지",  // description
            "lovely, 2",  // vibes, by gloss and by number
            "부산,서울,제주",  // regions: too many, refused
            "1",  // regions again, by number
            "\(folder.path)/missing.png",  // cannot be read: asked again
            "\(folder.path)/notes.txt",  // read, but not a picture: refused
            png,  // images
            png,  // thumbnail
            "60",  // options: refused
            "60:120000, 90:150000",  // options again
            "20000",  // per-person price (not a studio: flags were given, and --studio was not)
            "y",  // register it
            "quit",
        ]
        // When
        let output = await runShell(typed)
        // Then
        let prompts = output.prompts.filter { !$0.hasPrefix("snapfit") }
        #expect(
            prompts == [
                "Description (1–4000 characters): ", "Vibes (1–2, numbers or names, comma-separated): ",
                "Locations (1–2, numbers or names, comma-separated): ",
                "Locations (1–2, numbers or names, comma-separated): ", "Picture files (1–8, comma-separated): ",
                "Picture files (1–8, comma-separated): ", "Picture files (1–8, comma-separated): ",
                "Thumbnail: ", "Options (MIN:PRICE, comma-separated, e.g. 60:120000): ",
                "Options (MIN:PRICE, comma-separated, e.g. 60:120000): ", "Price per additional person (won): ",
                "Register it? (y/N) ",
            ])
        #expect(output.standardOutput.contains("Shooting regions: at most 2 locations."))
        #expect(output.standardOutput.contains("Cannot read the file \(folder.path)/missing.png."))
        #expect(output.standardOutput.contains { $0.hasPrefix("Pictures: 'notes.txt' is not in the right form.") })
        #expect(
            output.standardOutput.contains { $0.hasPrefix("Options: cannot read '60'. Give each option its minutes") })
        #expect(output.standardOutput.contains("  outdoor · 서울 (Seoul)"))
        #expect(output.standardOutput.contains("  Vibes: 러블리 (lovely), 시크 (chic)"))
        #expect(output.standardOutput.contains("  60 min · ₩120,000"))
        #expect(output.standardOutput.contains("Your product is registered: #63."))
    }

    @Test func aJPEG_isRefusedInOneLine_thatSaysHowToConvertIt_andTheThumbnailIsTheFirstPicture() async throws {
        // Given: a camera's JPEG beside a PNG
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try (Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(count: 64)).write(to: folder.appendingPathComponent("camera.jpg"))
        let flags = "--title 노을 --desc 한강 --vibes lovely --locations 서울 --option 60:120000 --person-price 20000"
        // When
        let jpeg = await runScript([signIn, "maker register \(flags) --image \(folder.path)/camera.jpg"])
        let png = await runScript([signIn, "maker register \(flags) --image \(folder.path)/night.png"])
        // Then
        #expect(jpeg.exitCode == .failure)
        #expect(
            jpeg.standardError == [
                "error: line 2: Pictures: camera.jpg is a JPEG, and only png, heic, heif can be uploaded: convert it to "
                    + "PNG first (such as: magick camera.jpg camera.png)."
            ])
        #expect(png.exitCode == .success)
        #expect(png.standardOutput.contains { $0.hasPrefix("Your product is registered") })
    }

    @Test func shellWalkthrough_anUnreadableFileGivenAsAFlag_isSaid_andAskedFor() async {
        let output = await runShell([
            signIn,
            "maker register --title x --desc y --vibes 시크 --locations 서울 --image /nonexistent.png --option 60:1000",
            "cancel", "quit",
        ])
        #expect(output.standardOutput.contains("Cannot read the file /nonexistent.png."))
        #expect(output.prompts.filter { !$0.hasPrefix("snapfit") } == ["Picture files (1–8, comma-separated): "])
    }

    @Test func shellWalkthrough_cancel_registersNothing() async {
        let output = await runShell([signIn, "maker register", "한강 야경", "cancel", "maker products", "quit"])
        #expect(output.standardOutput.contains("Stopped: no product was registered."))
        #expect(!output.standardError.contains { $0.contains("Stopped") })
        #expect(output.standardOutput.contains("My products (6)"))
    }

    @Test func register_asACustomer_isRefusedBeforeAnyQuestion() async {
        let output = await runShell(["login kakao dev-customer", "maker register", "quit"])
        #expect(output.prompts.filter { !$0.hasPrefix("snapfit") }.isEmpty)
        #expect(output.standardError.contains { $0.contains("apply to SnapFit's operators") })
    }

    @Test func register_inAScript_missingFlag_isAUsageErrorNamingIt_andAnUnreadableFileIsNamed() async {
        let missing = await runScript([signIn, "maker register --title x"])
        #expect(missing.exitCode == .usage)
        #expect(missing.standardError.contains("error: line 2: Missing option --desc D."))
        let unreadable = await runScript([
            signIn,
            "maker register --title x --desc y --vibes 시크 --locations 서울 --image /nonexistent.png --thumbnail /nonexistent.png --option 60:1000 --person-price 0",
        ])
        #expect(unreadable.exitCode == .failure)
        #expect(unreadable.standardError.contains("error: line 2: Cannot read the file /nonexistent.png."))
    }
}
