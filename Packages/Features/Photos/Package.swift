// swift-tools-version:6.0
// Photos: a product's photos one at a time, full screen (decision 0024), over the kernel's products and photos (it
// has no port of its own, so no Data layer). Its layers keep the kernel's rules: Domain depends on the kernel's
// Domain only; Presentation on Domain and the kernel's Presentation. Its command and page (Sources/Photos{CLI,Web})
// are targets of the root package, which learns the feature from its one line in the root Package.swift.
import PackageDescription

let package = Package(
    name: "Photos",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "PhotosDomain", targets: ["PhotosDomain"]),
        .library(name: "PhotosPresentation", targets: ["PhotosPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "PhotosDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "PhotosPresentation",
            dependencies: [
                "PhotosDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "PhotosDomainTests",
            dependencies: [
                "PhotosDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "PhotosPresentationTests",
            dependencies: [
                "PhotosDomain", "PhotosPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
