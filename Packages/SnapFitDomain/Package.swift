// swift-tools-version:6.0
// SnapFitDomain: entities, use cases and the repository protocols (ports). Depends on nothing.
import PackageDescription

let package = Package(
    name: "SnapFitDomain",
    // Linux, and wherever else Swift runs: Glibc's sockets sit behind `#if canImport(Glibc)`. Mutex needs these.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "SnapFitDomain", targets: ["SnapFitDomain"]),
        // Fail-by-default doubles of every port, and the fixtures the tests of every layer share.
        .library(name: "SnapFitDomainTestSupport", targets: ["SnapFitDomainTestSupport"]),
    ],
    targets: [
        .target(name: "SnapFitDomain"),
        // Outside Sources/, which holds the layer alone.
        .target(name: "SnapFitDomainTestSupport", dependencies: ["SnapFitDomain"], path: "TestSupport"),
        .testTarget(name: "SnapFitDomainTests", dependencies: ["SnapFitDomain", "SnapFitDomainTestSupport"]),
    ]
)
