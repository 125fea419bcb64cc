// swift-tools-version:6.0
// Catalog: browsing the makers' products: the home, the product lists (all, by vibe, a search, the liked ones), a
// product's page with the next and previous ones, and the catalog's vibes and locations (decision 0024). It works
// over the kernel's product, like and reference-data ports, so it has no Data layer and no backend routes of its
// own. Its layers keep the kernel's rules: Domain depends on the kernel's Domain only; Presentation on Domain and the
// kernel's Presentation. Its commands and pages (Sources/Catalog{CLI,Web}) are targets of the root package, which
// learns the feature from its one line in the root Package.swift.
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "CatalogDomain", targets: ["CatalogDomain"]),
        .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "CatalogDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "CatalogPresentation",
            dependencies: [
                "CatalogDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "CatalogDomainTests",
            dependencies: [
                "CatalogDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "CatalogPresentationTests",
            dependencies: [
                "CatalogDomain", "CatalogPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
