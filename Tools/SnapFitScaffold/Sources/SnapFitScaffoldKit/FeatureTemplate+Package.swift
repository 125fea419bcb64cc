extension FeatureTemplate {
    /// The feature's manifest (its layers, each buildable and testable alone, over the kernel) and its guide.
    var packageFiles: [String: String] {
        [folder + "Package.swift": manifest, folder + "README.md": readme]
    }

    private var manifest: String {
        """
        // swift-tools-version:6.0
        // \(many): a feature package (decision 0024). Its layers keep the kernel's rules: Domain depends on the
        // kernel's Domain only; Data on Domain and the kernel's Data and Networking; Presentation on Domain and the
        // kernel's Presentation. Its commands, pages and backend routes (Sources/\(many){CLI,Web,Backend}) are
        // targets of the root package, which learns the feature from its one line in the root Package.swift.
        import PackageDescription

        let package = Package(
            name: "\(many)",
            platforms: [.iOS(.v18), .macOS(.v15)],
            products: [
                .library(name: "\(many)Domain", targets: ["\(many)Domain"]),
                .library(name: "\(many)Data", targets: ["\(many)Data"]),
                .library(name: "\(many)Presentation", targets: ["\(many)Presentation"]),
                // The port's fail-by-default double, for the tests of every layer above it.
                .library(name: "\(many)Testing", targets: ["\(many)Testing"]),
            ],
            dependencies: [
                .package(path: "../../SnapFitDomain"),
                .package(path: "../../SnapFitNetworking"),
                .package(path: "../../SnapFitData"),
                .package(path: "../../SnapFitPresentation"),
            ],
            targets: [
                .target(name: "\(many)Domain", dependencies: [.product(name: "SnapFitDomain", package: "SnapFitDomain")]),
                .target(
                    name: "\(many)Data",
                    dependencies: [
                        "\(many)Domain",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitData", package: "SnapFitData"),
                        .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                    ]
                ),
                .target(
                    name: "\(many)Presentation",
                    dependencies: [
                        "\(many)Domain",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
                    ]
                ),
                .target(
                    name: "\(many)Testing",
                    dependencies: [
                        "\(many)Domain",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                    ]
                ),
                .testTarget(
                    name: "\(many)DomainTests",
                    dependencies: [
                        "\(many)Domain", "\(many)Testing",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                    ]
                ),
                .testTarget(
                    name: "\(many)DataTests",
                    dependencies: [
                        "\(many)Domain", "\(many)Data",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitData", package: "SnapFitData"),
                        .product(name: "SnapFitDataTestSupport", package: "SnapFitData"),
                        .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                        .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
                    ]
                ),
                .testTarget(
                    name: "\(many)PresentationTests",
                    dependencies: [
                        "\(many)Domain", "\(many)Presentation", "\(many)Testing",
                        .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                        .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                        .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
                    ]
                ),
            ]
        )

        """
    }

    private var readme: String {
        let fieldRows = fields.map { field in
            "| `\(field.name)` | \(field.kind.rawValue) | `--\(field.flag) \(field.placeholder)` | "
                + "`\(one)Rules.\(field.name)` |"
        }.joined(separator: "\n")
        return """
            # \(many)

            A signed-in user's \(manyWords): a list, and a form that adds one. A feature package (decision 0024):
            everything it is lives in this folder, and the root `Package.swift` installs it with one line,
            `features.append(Feature("\(many)"))`.

            | Target | What it holds | Tested by |
            |---|---|---|
            | `\(many)Domain` | `\(one)`, `\(one)Field`, `\(one)Rules`, the port `\(one)Repository`, the use cases | `\(many)DomainTests` |
            | `\(many)Data` | the DTOs, `\(path)` and `Remote\(one)Repository` | `\(many)DataTests` |
            | `\(many)Presentation` | the `\(one)List` scene and the `\(one)Form` flow, and their words | `\(many)PresentationTests` |
            | `\(many)Testing` | `Stub\(one)Repository`, failing unless a test sets it | |
            | `\(many)CLI` | `\(kebab)` and `\(kebab) add` | `\(many)CLITests` |
            | `\(many)Web` | `/\(kebab)` and `/\(kebab)/new`, linked from My page | `\(many)WebTests` |
            | `\(many)Backend` | `GET` and `POST \(path)` and the `\(manyLower)` table, for DEV and the sandbox | `\(many)BackendTests` |

            The first four are this package's (`swift test --package-path \(folder.dropLast())` builds and tests
            them alone); the last three are the root package's, beside the apps they plug into
            (`swift test --filter \(many)` runs every test of the feature).

            ## Commands and pages

            | Command | What it does |
            |---|---|
            | `\(kebab)` | your \(manyWords), newest first |
            | `\(kebab) add \(fields.map { "--\($0.flag) \($0.placeholder)" }.joined(separator: " "))` | adds a \(words); in the shell, `\(kebab) add` alone asks for each field |

            On the web: `/\(kebab)` lists them and `/\(kebab)/new` adds one.

            ## Fields

            | Field | Kind | Flag | Rule |
            |---|---|---|---|
            \(fieldRows)

            Each rule's bound is a constant of `\(one)Rules` (a text's length, a number's range): change it there,
            and the form, the flag's help and the web page say the new one. The backend checks its own copy of each
            bound in `\(many)Routes`, as the server would: change both, or the server refuses what the form
            accepts. Change a field's kind only with a new field: old rows keep the old kind.

            ## Adding a field by hand

            Every file it touches is in this folder, and the compiler points at each once the first is changed:

            1. `\(one)Field`: add the case. Every `switch` over the fields now fails to compile until it says what
               the field is: `Create\(one).check` (its rule: add it to `\(one)Rules`), `\(one)FormPresenter` (its
               label and rule in words), `\(many)AddCommand` (its flag) and `\(many)Pages` (its input).
            2. `\(one)`, `\(one)Draft`, `\(one)DTO`, `\(one)CreateDTO` and `Stored\(one)`: add the property; the
               mapping, the list's row and the backend's JSON follow from the errors.
            3. `Stored\(one)`: read the field with `decodeIfPresent` and a default, so rows written before it still
               load (a DEV home or a sandbox data file keeps them), and raise `\(many)Routes.feature`'s `version`.
            4. The tests: each layer's test of a new one gives the field.

            """
    }
}
