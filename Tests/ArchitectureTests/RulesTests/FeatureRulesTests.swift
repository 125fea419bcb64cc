import Testing

/// The layer rules inside feature packages, on synthetic files: the same rules as between the kernel's packages.
@Suite struct FeatureRulesTests {
    private let sut = ArchitectureRules.snapFit(features: ["Coupons", "GiftCards"])

    @Test(arguments: [
        ("Sources/CouponsDomain/A.swift", "import SnapFitPresentation"),
        ("Sources/CouponsDomain/A.swift", "import CouponsData"),
        ("Sources/CouponsData/A.swift", "import SnapFitPresentation"),
        ("Sources/CouponsPresentation/A.swift", "import CouponsData"),
        ("Sources/CouponsPresentation/A.swift", "import SnapFitNetworking"),
        ("Sources/CouponsWeb/A.swift", "import SnapFitApp"),
        ("Sources/CouponsCLI/A.swift", "import SnapFitBackend"),
        ("Sources/CouponsBackend/A.swift", "import CouponsDomain"),
        ("Tests/CouponsCLITests/A.swift", "import CouponsData"),
        ("Sources/CouponsDomain/A.swift", "import Dispatch"),
    ])
    func anImportAcrossTheLayers_isAViolation(file: String, text: String) {
        let violations = sut.violations(in: [SourceFile(path: "Packages/Features/Coupons/" + file, text: text)])
        #expect(violations.map(\.subject) == [text])
    }

    @Test(arguments: [
        ("Sources/CouponsDomain/A.swift", "import Foundation\nimport GiftCardsDomain\nimport SnapFitDomain"),
        ("Sources/CouponsData/A.swift", "import CouponsDomain\nimport SnapFitData\nimport SnapFitNetworking"),
        ("Sources/CouponsPresentation/A.swift", "import CouponsDomain\nimport SnapFitPresentation"),
        ("Sources/CouponsCLI/A.swift", "import CouponsData\nimport SnapFitApp\nimport SnapFitAppCore"),
        ("Sources/CouponsBackend/A.swift", "import SnapFitBackend\nimport SnapFitFixtures"),
    ])
    func theImportsALayerMayMake_areNone(file: String, text: String) {
        #expect(sut.violations(in: [SourceFile(path: "Packages/Features/Coupons/" + file, text: text)]).isEmpty)
    }

    @Test func theKernelAndTheTools_neverImportAFeature() {
        let files = [
            SourceFile(path: "Packages/SnapFitDomain/Sources/SnapFitDomain/A.swift", text: "import CouponsDomain"),
            SourceFile(path: "Tools/SnapFitBackend/Sources/SnapFitBackend/A.swift", text: "import CouponsData"),
        ]
        #expect(sut.violations(in: files).map(\.subject).filter { $0.hasPrefix("import Coupons") }.count >= 2)
    }

    @Test func aFeaturesManifest_mayUseTheKernelAndOtherFeatures_notTheApps() {
        let manifest = SourceFile(
            path: "Packages/Features/Coupons/Package.swift",
            text: """
                .package(path: "../../SnapFitDomain"),
                .package(path: "../GiftCards"),
                .package(path: "../../../Apps/SnapFitCLI"),
                """)
        #expect(sut.violations(in: [manifest]).count == 1)
    }
}
