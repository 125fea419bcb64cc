// swift-tools-version:6.0
// Accounts: what a user does with their own account: signs in with a social account or signs up, sees My page,
// edits the profile, logs out and withdraws (decision 0024). It works over the kernel's account, reference data,
// like and reservation ports (the session and the profile it reads stay in the kernel, which restores the session),
// so it has no Data layer and no backend routes of its own. Its layers keep the kernel's rules: Domain depends on the
// kernel's Domain only; Presentation on Domain and the kernel's Presentation. Its commands and pages
// (Sources/Accounts{CLI,Web}) are targets of the root package, which learns the feature from its one line in the root
// Package.swift.
import PackageDescription

let package = Package(
    name: "Accounts",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "AccountsDomain", targets: ["AccountsDomain"]),
        .library(name: "AccountsPresentation", targets: ["AccountsPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "AccountsDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "AccountsPresentation",
            dependencies: [
                "AccountsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "AccountsDomainTests",
            dependencies: [
                "AccountsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "AccountsPresentationTests",
            dependencies: [
                "AccountsDomain", "AccountsPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
