// swift-tools-version:6.0
// Settings: the language, currency and layout in force, and one of them changed (decision 0024), over the kernel's
// preferences store (it has no port of its own, so no Data layer). Its layers keep the kernel's rules: Domain depends
// on the kernel's Domain only; Presentation on Domain and the kernel's Presentation. Its commands and page
// (Sources/Settings{CLI,Web}) are targets of the root package, which learns the feature from its one line in the root
// Package.swift.
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "SettingsDomain", targets: ["SettingsDomain"]),
        .library(name: "SettingsPresentation", targets: ["SettingsPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "SettingsDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "SettingsPresentation",
            dependencies: [
                "SettingsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "SettingsDomainTests",
            dependencies: [
                "SettingsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "SettingsPresentationTests",
            dependencies: [
                "SettingsDomain", "SettingsPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
