// swift-tools-version:6.0
// SnapFitNetworking: a reusable async HTTP layer (Endpoint, Provider, auth and retry hooks).
// It knows nothing of SnapFit and depends on nothing but Foundation.
import PackageDescription

let package = Package(
    name: "SnapFitNetworking",
    // Linux, and wherever else Swift runs: Glibc's sockets sit behind `#if canImport(Glibc)`. Mutex needs these.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "SnapFitNetworking", targets: ["SnapFitNetworking"]),
        // Doubles for the layers above: a stub session, credential store, sleepers, clocks, latches, a loopback server.
        .library(name: "SnapFitNetworkingTestSupport", targets: ["SnapFitNetworkingTestSupport"]),
    ],
    targets: [
        .target(name: "SnapFitNetworking"),
        // Outside Sources/, which holds the layer alone.
        .target(name: "SnapFitNetworkingTestSupport", dependencies: ["SnapFitNetworking"], path: "TestSupport"),
        .testTarget(
            name: "SnapFitNetworkingTests", dependencies: ["SnapFitNetworking", "SnapFitNetworkingTestSupport"]),
    ]
)
