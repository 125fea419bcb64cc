// swift-tools-version:6.0
// Makers: what a photographer does with their products: registers one (its pictures uploaded, then the product)
// and lists theirs (decision 0024). The registration's wire side is its own (MakersData, over the kernel's
// Provider.send); the lists and the maker's bookings read the kernel's product and maker ports, so it has no backend
// routes of its own. Its layers keep the kernel's rules: Domain depends on the kernel's Domain only; Data on Domain
// and the kernel's Data and Networking; Presentation on Domain and the kernel's Presentation. Its commands and pages
// (Sources/Makers{CLI,Web}) are targets of the root package, which learns the feature from its one line in the root
// Package.swift.
import PackageDescription

let package = Package(
    name: "Makers",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "MakersDomain", targets: ["MakersDomain"]),
        .library(name: "MakersData", targets: ["MakersData"]),
        .library(name: "MakersPresentation", targets: ["MakersPresentation"]),
        // The registration port's fail-by-default double, for the tests of every layer above it.
        .library(name: "MakersTesting", targets: ["MakersTesting"]),
    ],
    dependencies: [
        .package(path: "../../SnapFitDomain"),
        .package(path: "../../SnapFitNetworking"),
        .package(path: "../../SnapFitData"),
        .package(path: "../../SnapFitPresentation"),
    ],
    targets: [
        .target(name: "MakersDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "MakersData",
            dependencies: [
                "MakersDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitData", package: "SnapFitData"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ]
        ),
        .target(
            name: "MakersPresentation",
            dependencies: [
                "MakersDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .target(
            name: "MakersTesting",
            dependencies: [
                "MakersDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "MakersDomainTests",
            dependencies: [
                "MakersDomain", "MakersTesting",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "MakersDataTests",
            dependencies: [
                "MakersDomain", "MakersData",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitData", package: "SnapFitData"),
                .product(name: "SnapFitDataTestSupport", package: "SnapFitData"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ]
        ),
        .testTarget(
            name: "MakersPresentationTests",
            dependencies: [
                "MakersDomain", "MakersPresentation", "MakersTesting",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
