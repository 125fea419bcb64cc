// swift-tools-version:6.0
// SnapFitPresentation: VIP scenes (Interactor, Presenter, DisplayLogic, Router/Configurator, Models)
// and the Korean/English string tables. Depends on Domain only.
import PackageDescription

let package = Package(
    name: "SnapFitPresentation",
    // Linux, and wherever else Swift runs: Glibc's sockets sit behind `#if canImport(Glibc)`. Mutex needs these.
    platforms: [.iOS(.v18), .macOS(.v15)],
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
