// swift-tools-version:6.0
// Reservations: a customer's bookings: the booking form, the list and a booking's detail, and cancelling one
// (decision 0024). It works over the kernel's reservation and product ports, so it has no Data layer and no backend
// routes of its own. Its layers keep the kernel's rules: Domain depends on the kernel's Domain only; Presentation on
// Domain and the kernel's Presentation. Its commands and pages (Sources/Reservations{CLI,Web}) are targets of the
// root package, which learns the feature from its one line in the root Package.swift.
import PackageDescription

let package = Package(
    name: "Reservations",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "ReservationsDomain", targets: ["ReservationsDomain"]),
        .library(name: "ReservationsPresentation", targets: ["ReservationsPresentation"]),
    ],
    dependencies: [.package(path: "../../SnapFitDomain"), .package(path: "../../SnapFitPresentation")],
    targets: [
        .target(name: "ReservationsDomain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
        .target(
            name: "ReservationsPresentation",
            dependencies: [
                "ReservationsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
        .testTarget(
            name: "ReservationsDomainTests",
            dependencies: [
                "ReservationsDomain",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ]
        ),
        .testTarget(
            name: "ReservationsPresentationTests",
            dependencies: [
                "ReservationsDomain", "ReservationsPresentation",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ]
        ),
    ]
)
