import Testing

@testable import SnapFitScaffoldKit

@Suite struct FeatureTemplateTests {
    private let files = try! FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.files

    @Test func writesASliceThroughEveryLayer_withATestInEach() {
        let folders = [
            "Packages/SnapFitDomain/Sources/SnapFitDomain/", "Packages/SnapFitDomain/TestSupport/",
            "Packages/SnapFitDomain/Tests/", "Packages/SnapFitData/Sources/", "Packages/SnapFitData/Tests/",
            "Packages/SnapFitPresentation/Sources/", "Packages/SnapFitPresentation/Tests/",
            "Apps/SnapFitCLI/Sources/", "Apps/SnapFitCLI/Tests/SnapFitAppTests/",
            "Tools/SnapFitBackend/Sources/", "Tools/SnapFitBackend/Tests/",
        ]
        for folder in folders {
            #expect(files.keys.contains { $0.hasPrefix(folder) }, "nothing under \(folder)")
        }
        #expect(files.count == 20)
    }

    @Test func theClientAndTheBackend_useOnePath() throws {
        let endpoint = try #require(files.first { $0.key.hasSuffix("GiftCardEndpoints.swift") }?.value)
        let backend = try #require(files.first { $0.key.hasSuffix("Backend+GiftCard.swift") }?.value)
        #expect(endpoint.contains(#"path: "/snapfit/gift-card/list""#))
        #expect(backend.contains("`GET /snapfit/gift-card/list`"))
    }

    @Test func theCommand_isTheNamesKebabWord() throws {
        let command = try #require(files.first { $0.key.hasSuffix("GiftCardListCommand.swift") }?.value)
        #expect(command.contains(#"let name = "gift-card""#))
    }

    @Test(arguments: ["GiftCard", "Coupon"])
    func everyFile_isSwiftEndingInANewline_withLinesThatFitTheFormat(name: String) throws {
        let scaffold = try ScaffoldName(name)
        let files = FeatureTemplate(name: scaffold).scaffold.files.merging(SceneTemplate(name: scaffold).scaffold.files)
        {
            first, _ in first
        }
        for (path, text) in files {
            #expect(path.hasSuffix(".swift"))
            #expect(text.hasSuffix("}\n"), "\(path) does not end in a closing brace and a newline")
            let long = text.split(separator: "\n").filter { $0.count > 120 }
            #expect(long.isEmpty, "\(path) has lines over 120 characters: \(long)")
        }
    }

    @Test func theNextSteps_sayHowToTryIt_andWhatIsLeft() {
        let steps = try! FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.nextSteps.joined(separator: "\n")
        #expect(steps.contains("swift run snapfit gift-card"))
        #expect(steps.contains("Endpoints/Backend+GiftCard.swift"))
    }

    @Test func theWiring_routesThePath_andListsTheCommand() throws {
        let edits = try FeatureTemplate(name: ScaffoldName("GiftCard")).edits.map(\.text).joined()
        #expect(edits.contains(#""/snapfit/gift-card/list": ["GET": .giftCardList]"#))
        #expect(edits.contains("case .giftCardList: giftCardList(caller: caller)"))
        #expect(edits.contains("GiftCardListCommand(),"))
        #expect(edits.contains("giftCard: RemoteGiftCardRepository(provider: provider), "))
    }
}
