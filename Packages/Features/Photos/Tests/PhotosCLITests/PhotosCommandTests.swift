import PhotosCLI
import PhotosDomain
import PhotosPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// `photos` over doubles: one photo in a script, a viewer that stays open in the shell.
@MainActor
@Suite struct PhotosCommandTests {
    private let services: StubServices = {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, photos: 3) }
        var files = StubPhotoRepository()
        files.onPhoto = { _ in Photo(data: ImageFile.png.data) }
        return StubServices(useCases: .stubbed(products: products, photos: files))
    }()
    private let commands = CommandTable.standard.adding(PhotosCommands.all)

    @Test func inAScript_showsThePhotoAskedForAndEnds() async {
        let outcome = await ApplicationRun.script(
            ["photos 12 --photo 2", "photos 12 --photo 0"], services: services,
            configuration: .forTests(), commands: commands)
        #expect(
            outcome.standardOutput == ["한강 커플 스냅  #12  [2 / 3]", "  https://img.example/12-2.png", "  45 B · png"])
        #expect(outcome.standardError.first?.contains("'0'") == true)
    }

    @Test func inTheShell_theViewerPagesUntilQ() async {
        let output = await ApplicationRun.shell(
            ["photos 12", "next", "next", "next", "prev", "q", "quit"], services: services,
            configuration: .forTests(), commands: commands)
        let shown = output.standardOutput.filter { $0.contains("[") && $0.contains(" / 3]") }
        #expect(shown.map { String($0.suffix(7)) } == ["[1 / 3]", "[2 / 3]", "[3 / 3]", "[2 / 3]"])
        #expect(output.standardOutput.contains("This is the last photo."))
        #expect(output.standardOutput.contains("Photos closed at 2 / 3."))
    }

    @Test func onATerminalWithInlineImages_thePictureIsShownAboveItsCaption() async {
        let written = Recorder<String>()
        let images = InlineImages(kind: .kitty) { written.append($0) }
        let output = RecordingOutputSink()
        let code = await Application(
            configuration: .forTests(), services: services, input: ScriptLineSource(lines: []), output: output,
            commands: commands, inlineImages: images
        ).runCommand(["photos", "12"])
        #expect(code == .success && output.standardOutput.last == "  45 B · png")
        #expect(written.values.count == 1 && written.values.first?.hasPrefix("\u{1B}_Ga=T,f=100,q=2,m=0;") == true)
    }
}
