// swift-tools-version:6.0
// SnapFitPresentation: VIP scenes (Interactor, Presenter, DisplayLogic, Router/Configurator, Models)
// and the Korean/English string tables. Depends on Domain only.
import PackageDescription

let package = Package(
    name: "SnapFitPresentation",
    products: [
        .library(name: "SnapFitPresentation", targets: ["SnapFitPresentation"])
    ],
    dependencies: [
        .package(path: "../SnapFitDomain")
    ],
    targets: [
        .target(
            name: "SnapFitPresentation",
            dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]
        ),
        .testTarget(
            name: "SnapFitPresentationTests",
            dependencies: [
                "SnapFitPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
    ]
)
