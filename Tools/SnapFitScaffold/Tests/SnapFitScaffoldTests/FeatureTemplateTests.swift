import Testing

@testable import SnapFitScaffoldKit

@Suite struct FeatureTemplateTests {
    private let files = try! FeatureTemplate(name: ScaffoldName("GiftCards")).scaffold.files

    @Test func writesAPackage_aTargetPerLayer_theEdges_andTheirTests_allInTheFeaturesFolder() {
        let folder = "Packages/Features/GiftCards/"
        #expect(files.keys.allSatisfy { $0.hasPrefix(folder) })
        for target in ["Domain", "Data", "Presentation", "Testing", "CLI", "Web", "Backend"] {
            #expect(files.keys.contains { $0.hasPrefix(folder + "Sources/GiftCards\(target)/") }, "no \(target)")
        }
        for target in ["Domain", "Data", "Presentation", "CLI", "Web", "Backend"] {
            #expect(
                files.keys.contains { $0.hasPrefix(folder + "Tests/GiftCards\(target)Tests/") }, "no \(target)Tests")
        }
        #expect(files[folder + "Package.swift"]?.contains(#"name: "GiftCards""#) == true)
        #expect(files[folder + "README.md"]?.contains("## Adding a field by hand") == true)
    }

    @Test func oneOrMany_writeTheSameFeature() throws {
        #expect(try FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.files == files)
    }

    @Test func theOnlyEdit_isOneLineOfPackageSwift() throws {
        let edits = try FeatureTemplate(name: ScaffoldName("GiftCard")).edits
        #expect(edits.map(\.path) == ["Package.swift"])
        #expect(edits.map(\.text) == ["features.append(Feature(\"GiftCards\"))\n"])
    }

    @Test func theManifest_keepsTheLayerRules() throws {
        let manifest = try #require(files["Packages/Features/GiftCards/Package.swift"])
        #expect(manifest.contains(#".target(name: "GiftCardsDomain", dependencies: [.product(name: "SnapFitDomain""#))
        #expect(!manifest.contains("GiftCardsData\", \"GiftCardsPresentation"))
    }

    @Test func theClientAndTheBackend_useOnePath() throws {
        let endpoint = try #require(files.first { $0.key.hasSuffix("GiftCardEndpoints.swift") }?.value)
        let backend = try #require(files.first { $0.key.hasSuffix("GiftCardsRoutes.swift") }?.value)
        #expect(endpoint.contains(#"static let path = "/snapfit/gift-cards""#))
        #expect(backend.contains(#"static let path = "/snapfit/gift-cards""#))
        #expect(backend.contains(#"table: "giftCards", version: 1"#))
    }

    @Test func eachField_flowsToEveryLayer() throws {
        let fields = try ["code:text", "percent:int", "startDay:date", "gift:bool"].map(FeatureField.init)
        let files = try FeatureTemplate(name: ScaffoldName("Coupons"), fields: fields).scaffold.files
        func file(_ suffix: String) throws -> String { try #require(files.first { $0.key.hasSuffix(suffix) }?.value) }
        #expect(
            try file("CouponField.swift").contains("case code\n    case percent\n    case startDay\n    case gift\n"))
        #expect(try file("CouponRules.swift").contains("FieldRules.wholeNumber(input, field: CouponField.percent"))
        #expect(try file("CouponDTO.swift").contains("let startDay: String"))
        #expect(
            try file("StoredCoupon.swift").contains("gift = try row.decodeIfPresent(Bool.self, forKey: .gift) ?? false")
        )
        #expect(try file("CouponsRoutes.swift").contains(#"let percent = try body.wholeNumber("percent""#))
        #expect(try file("CouponsAddCommand.swift").contains(#"case .startDay: .value("start-day", "YYYY-MM-DD""#))
        #expect(try file("CouponsPages.swift").contains(#"case .startDay: control.kind = .input(type: "date")"#))
        #expect(try file("CouponFormPresenter.swift").contains("case .gift: FieldLabels.yesOrNo(language)"))
    }

    @Test(arguments: ["GiftCard", "Coupon", "SeasonalPhotoPromotionBundleOffer"])
    func everySwiftFile_endsInABraceAndANewline_withoutTabs(name: String) throws {
        let scaffold = try ScaffoldName(name)
        let files = FeatureTemplate(name: scaffold).scaffold.files.merging(SceneTemplate(name: scaffold).scaffold.files)
        {
            first, _ in first
        }
        for (path, text) in files where path.hasSuffix(".swift") {
            #expect(text.hasSuffix(")\n") || text.hasSuffix("}\n"), "\(path) does not end in a bracket and a newline")
            #expect(!text.contains("\t"), "\(path) has a tab")
        }
    }

    @Test func theNextSteps_sayHowToTryIt_testItAlone_andTakeItBack() {
        let steps = try! FeatureTemplate(name: ScaffoldName("GiftCard")).scaffold.nextSteps.joined(separator: "\n")
        #expect(steps.contains("swift run snapfit gift-cards add --title"))
        #expect(steps.contains("swift test --package-path Packages/Features/GiftCards"))
        #expect(steps.contains("remove-feature GiftCard"))
    }
}
