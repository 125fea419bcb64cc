// swift-tools-version:6.0
// SnapFitNetworking: a reusable async HTTP layer (Endpoint, Provider, auth and retry hooks).
// It knows nothing of SnapFit and depends on nothing but Foundation.
import PackageDescription

let package = Package(
    name: "SnapFitNetworking",
    products: [
        .library(name: "SnapFitNetworking", targets: ["SnapFitNetworking"])
    ],
    targets: [
        .target(name: "SnapFitNetworking"),
        .testTarget(name: "SnapFitNetworkingTests", dependencies: ["SnapFitNetworking"]),
    ]
)
