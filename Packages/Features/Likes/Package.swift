// swift-tools-version:6.0
// Likes: liking (찜) a product and taking the like back, from the terminal and from a product's page (decision
// 0024). It works over the kernel's `SetLike`, which the product lists share so that toggles on one product collapse
// wherever they come from; so it has no Data layer and no backend routes of its own. Its layers keep the kernel's
// rules: Domain depends on the kernel's Domain only; Presentation on Domain and the kernel's Presentation. Its
// command and form (Sources/Likes{CLI,Web}) are targets of the root package, which learns the feature from its one
// line in the root Package.swift.
import PackageDescription

let package = Package(
    name: "Likes",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "LikesDomain", targets: ["LikesDomain"]),
        .library(name: "LikesPresentation", targets: ["LikesPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "LikesDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "LikesPresentation",
            dependencies: [
                "LikesDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "LikesDomainTests",
            dependencies: [
                "LikesDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "LikesPresentationTests",
            dependencies: [
                "LikesDomain", "LikesPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
