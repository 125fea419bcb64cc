// swift-tools-version:6.0
// Makers: what a photographer does with their products: registers one (its pictures uploaded, then the product)
// and lists theirs (decision 0024). It works over the kernel's maker, product, account and catalog ports (the maker's
// bookings read the maker port too), so it has no Data layer and no backend routes of its own. Its layers keep the
// kernel's rules: Domain depends on the kernel's Domain only; Presentation on Domain and the kernel's Presentation.
// Its commands and pages (Sources/Makers{CLI,Web}) are targets of the root package, which learns the feature from
// its one line in the root Package.swift.
import PackageDescription

let package = Package(
    name: "Makers",
    products: [
        .library(name: "MakersDomain", targets: ["MakersDomain"]),
        .library(name: "MakersPresentation", targets: ["MakersPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "MakersDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "MakersPresentation",
            dependencies: [
                "MakersDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "MakersDomainTests",
            dependencies: [
                "MakersDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "MakersPresentationTests",
            dependencies: [
                "MakersDomain", "MakersPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
