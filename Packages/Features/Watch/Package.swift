// swift-tools-version:6.0
// Watch: the bookings on the maker's products, or a product's likes, live (decision 0024), over the kernel's makers,
// reservations, products and likes (it has no port of its own, so no Data layer). Its layers keep the kernel's rules:
// Domain depends on the kernel's Domain only; Presentation on Domain and the kernel's Presentation. Its commands and
// page (Sources/Watch{CLI,Web}) are targets of the root package, which learns the feature from its one line in the
// root Package.swift.
import PackageDescription

let package = Package(
    name: "Watch",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "WatchDomain", targets: ["WatchDomain"]),
        .library(name: "WatchPresentation", targets: ["WatchPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "WatchDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "WatchPresentation",
            dependencies: [
                "WatchDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "WatchDomainTests",
            dependencies: [
                "WatchDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "WatchPresentationTests",
            dependencies: [
                "WatchDomain", "WatchPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
