// swift-tools-version:6.0
// SnapFitData: the wire side only: DTOs, the API's endpoints, error codes and the remote repositories
// (both phases use them; DEV sends through an in-process backend). Depends on Domain and Networking.
import PackageDescription

let package = Package(
    name: "SnapFitData",
    // Linux, and wherever else Swift runs: Glibc's sockets sit behind `#if canImport(Glibc)`. Mutex needs these.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "SnapFitData", targets: ["SnapFitData"]),
        // Providers over a stub session, for the tests of every remote repository (the kernel's and the features').
        .library(name: "SnapFitDataTestSupport", targets: ["SnapFitDataTestSupport"]),
    ],
    dependencies: [
        .package(path: "../SnapFitDomain"),
        .package(path: "../SnapFitNetworking"),
    ],
    targets: [
        .target(
            name: "SnapFitData",
            dependencies: [
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ]
        ),
        .target(
            name: "SnapFitDataTestSupport",
            dependencies: [
                "SnapFitData",
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ],
            path: "TestSupport"
        ),
        .testTarget(
            name: "SnapFitDataTests",
            dependencies: [
                "SnapFitData",
                "SnapFitDataTestSupport",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ]
        ),
    ]
)
