// swift-tools-version:6.0
// SnapFitData: DTOs, the API's endpoints, and the remote (REAL) and mock (DEV) repositories.
// Depends on Domain and Networking. `SnapFitFixtures` is the raw seed catalog that the DEV
// repositories and the local sandbox server both read; it depends on nothing.
import PackageDescription

let package = Package(
    name: "SnapFitData",
    products: [
        .library(name: "SnapFitData", targets: ["SnapFitData"]),
        .library(name: "SnapFitFixtures", targets: ["SnapFitFixtures"]),
    ],
    dependencies: [
        .package(path: "../SnapFitDomain"),
        .package(path: "../SnapFitNetworking"),
    ],
    targets: [
        .target(name: "SnapFitFixtures"),
        .target(
            name: "SnapFitData",
            dependencies: [
                "SnapFitFixtures",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ]
        ),
        .testTarget(
            name: "SnapFitDataTests",
            dependencies: [
                "SnapFitData",
                "SnapFitFixtures",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ]
        ),
    ]
)
