// swift-tools-version:6.0
// SnapFitDomain: entities, use cases and the repository protocols (ports). Depends on nothing.
import PackageDescription

let package = Package(
    name: "SnapFitDomain",
    products: [
        .library(name: "SnapFitDomain", targets: ["SnapFitDomain"])
    ],
    targets: [
        .target(name: "SnapFitDomain"),
        .testTarget(name: "SnapFitDomainTests", dependencies: ["SnapFitDomain"]),
    ]
)
