import Testing

@testable import SnapFitScaffoldKit

@Suite struct FeatureTemplateTests {
    private let files = try! FeatureTemplate(name: ScaffoldName("GiftCards")).scaffold.files

    @Test func writesASliceThroughEveryLayer_bothUIs_andTheBackend_withTestsInEach() {
        let folders = [
            "Packages/SnapFitDomain/Sources/SnapFitDomain/Entities/",
            "Packages/SnapFitDomain/Sources/SnapFitDomain/UseCases/",
            "Packages/SnapFitDomain/Sources/SnapFitDomain/Validation/", "Packages/SnapFitDomain/TestSupport/",
            "Packages/SnapFitDomain/Tests/", "Packages/SnapFitData/Sources/SnapFitData/Endpoints/",
            "Packages/SnapFitData/Tests/", "Packages/SnapFitPresentation/Sources/",
            "Packages/SnapFitPresentation/Tests/",
            "Apps/SnapFitCLI/Sources/SnapFitApp/Commands/", "Apps/SnapFitCLI/Tests/SnapFitAppTests/",
            "Apps/SnapFitWeb/Sources/SnapFitWeb/Pages/", "Apps/SnapFitWeb/Tests/SnapFitWebTests/",
            "Tools/SnapFitBackend/Sources/SnapFitBackend/State/", "Tools/SnapFitBackend/Tests/",
            "Tests/IntegrationTests/",
        ]
        for folder in folders {
            #expect(files.keys.contains { $0.hasPrefix(folder) }, "nothing under \(folder)")
        }
        #expect(!files.keys.contains { $0.contains("/Features/") })
        #expect(files.count == 44)
    }

    @Test func oneOrMany_writeTheSameFeature() throws {
        let one = try FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.files
        #expect(one == files)
        #expect(files.keys.contains("Packages/SnapFitDomain/Sources/SnapFitDomain/Entities/GiftCard.swift"))
        #expect(files.keys.contains("Packages/SnapFitDomain/Sources/SnapFitDomain/UseCases/FetchGiftCards.swift"))
    }

    @Test func theClientAndTheBackend_useOnePath() throws {
        let endpoint = try #require(files.first { $0.key.hasSuffix("GiftCardEndpoints.swift") }?.value)
        let backend = try #require(files.first { $0.key.hasSuffix("Backend+GiftCards.swift") }?.value)
        #expect(endpoint.contains(#"private static let path = "/snapfit/gift-cards""#))
        #expect(backend.contains("`GET /snapfit/gift-cards`") && backend.contains("`POST /snapfit/gift-cards`"))
    }

    @Test func theCommands_andThePages_areTheNamesKebabWords() throws {
        let list = try #require(files.first { $0.key.hasSuffix("GiftCardsCommand.swift") }?.value)
        let add = try #require(files.first { $0.key.hasSuffix("GiftCardsAddCommand.swift") }?.value)
        let page = try #require(files.first { $0.key.hasSuffix("GiftCardsPage.swift") }?.value)
        #expect(list.contains(#"let name = "gift-cards""#))
        #expect(add.contains(#"let name = "gift-cards add""#))
        #expect(page.contains(#"WebResponse.redirect(to: "/gift-cards")"#))
    }

    @Test(arguments: ["GiftCard", "Coupon", "SeasonalPhotoPromotionBundleOffer"])
    func everyFile_isSwift_endingInANewline(name: String) throws {
        let scaffold = try ScaffoldName(name)
        let files = FeatureTemplate(name: scaffold).scaffold.files.merging(SceneTemplate(name: scaffold).scaffold.files)
        {
            first, _ in first
        }
        for (path, text) in files where !path.hasPrefix("Tests/IntegrationTests/Transcripts/") {
            #expect(path.hasSuffix(".swift"))
            #expect(text.hasSuffix("}\n"), "\(path) does not end in a closing brace and a newline")
            #expect(!text.contains("\t"), "\(path) has a tab")
        }
    }

    @Test func theTranscripts_followTheJourney_inBothLanguages_forPeopleAndInJSON() throws {
        let english = try #require(files["Tests/IntegrationTests/Transcripts/gift-cards.en.txt"])
        let korean = try #require(files["Tests/IntegrationTests/Transcripts/gift-cards.ko.json.txt"])
        #expect(english.hasPrefix("$ login kakao dev-customer\nYou are signed in.\n$ gift-cards\nGift cards\n"))
        #expect(english.hasSuffix("$ gift-cards add --title \"\"\n! error: line 1: Title: 1–40 characters.\n"))
        #expect(korean.contains(#"{"command":"gift-cards add","ok":true,"data":{"id":2,"#))
        #expect(korean.split(separator: "\n").count == 10)
    }

    @Test func theNextSteps_sayHowToTryIt_andToTakeItBack() {
        let steps = try! FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.nextSteps.joined(separator: "\n")
        #expect(steps.contains("swift run snapfit gift-cards add --title"))
        #expect(steps.contains("/gift-cards"))
        #expect(steps.contains("remove-feature GiftCard"))
    }

    @Test func theWiring_routesThePath_listsTheCommands_andRaisesTheSchema() throws {
        let edits = try FeatureTemplate(name: ScaffoldName("GiftCard")).edits
        let text = edits.map(\.text).joined()
        #expect(text.contains(#""/snapfit/gift-cards": ["GET": .giftCards, "POST": .createGiftCard]"#))
        #expect(text.contains("case .createGiftCard: try createGiftCard(caller: caller, context)"))
        #expect(text.contains("GiftCardsCommand(),\n        GiftCardsAddCommand(),"))
        #expect(text.contains("giftCards: RemoteGiftCardRepository(provider: provider), "))
        #expect(text.contains("case .giftCardForm?: await GiftCardsPage.form(request)"))
        #expect(edits.contains { $0.place == .raiseNumberAfterFirst && $0.path.hasSuffix("BackendState.swift") })
    }
}
