/// The layer rules inside every feature package (decision 0024), as between the kernel's layer packages: a feature's
/// Domain sees the kernel's Domain and other features' Domain; its Data adds the kernel's Data and Networking; its
/// Presentation adds the kernel's Presentation only; its edges stand on the apps as the kernel's do, and its backend
/// is written from the contract, never from the client.
enum FeatureRules {
    private static let system: Set<String> = ["Foundation", "FoundationNetworking", "Synchronization", "Dispatch"]
    private static let testing: Set<String> = system.union(["Testing"])
    private static let kernel = ["SnapFitDomain", "SnapFitNetworking", "SnapFitData", "SnapFitPresentation"]

    /// The import rules of `feature`, among `features` (whose Domains it may use).
    static func imports(of feature: String, among features: [String]) -> [ImportRule] {
        let domains = Set(features.map { $0 + "Domain" })
        let sources = "Packages/Features/\(feature)/Sources/\(feature)"
        let tests = "Packages/Features/\(feature)/Tests/\(feature)"
        func only(_ layer: String, _ scope: String, _ allowed: Set<String>, _ reason: String) -> ImportRule {
            ImportRule(scope: scope + layer + "/", policy: .only(allowed), reason: "\(feature)\(layer) \(reason)")
        }
        let appsBelowTheUI: Set<String> = ["SnapFitBackend", "SnapFitDevServer", "SnapFitSandbox", "SnapFitFixtures"]
        return [
            only("Domain", sources, Set(["Foundation", "SnapFitDomain"]).union(domains), "sees only Domains"),
            only(
                "Data", sources, system.union(["SnapFitDomain", "SnapFitData", "SnapFitNetworking"]).union(domains),
                "is the wire side: Domains, the kernel's Data and Networking"),
            only(
                "Presentation", sources, Set(["Foundation", "SnapFitDomain", "SnapFitPresentation"]).union(domains),
                "sees only Domains and the kernel's Presentation"),
            only(
                "Testing", sources, testing.union(["SnapFitDomain", "SnapFitDomainTestSupport", feature + "Domain"]),
                "doubles the feature's ports: it imports only its Domain and Testing"),
            ImportRule(
                scope: sources + "CLI/", policy: .never(appsBelowTheUI.union(["SnapFitWeb", "SnapFitHTTPServer"])),
                reason: "\(feature)CLI stands on the terminal app and the app core, never the web or the backend"),
            ImportRule(
                scope: sources + "Web/", policy: .never(appsBelowTheUI.union(["SnapFitApp", "SnapFitTerminal"])),
                reason: "\(feature)Web stands on the web app and the app core, never the terminal or the backend"),
            only(
                "Backend", sources, system.union(["SnapFitBackend", "SnapFitHTTPServer", "SnapFitFixtures"]),
                "is written from the contract: the backend and the HTTP messages only"),
            only(
                "DomainTests", tests,
                testing.union(["SnapFitDomain", "SnapFitDomainTestSupport", feature + "Testing"]).union(domains),
                "imports only Domains and the doubles"),
            only(
                "DataTests", tests,
                testing.union(kernel.dropLast()).union([
                    "SnapFitDataTestSupport", "SnapFitNetworkingTestSupport", feature + "Domain", feature + "Data",
                ]), "imports only the wire side and its doubles"),
            only(
                "PresentationTests", tests,
                testing.union(["SnapFitDomain", "SnapFitDomainTestSupport", "SnapFitPresentation"]).union(domains)
                    .union([feature + "Presentation", feature + "Testing"]),
                "never imports Data, Networking or an app"),
            ImportRule(
                scope: tests + "CLITests/",
                policy: .never(appsBelowTheUI.union(["SnapFitData", "SnapFitNetworking", feature + "Data"])),
                reason: "\(feature)CLITests fill the commands with doubles of the ports, never the wire below"),
            ImportRule(
                scope: tests + "WebTests/",
                policy: .never(appsBelowTheUI.union(["SnapFitData", "SnapFitNetworking", feature + "Data"])),
                reason: "\(feature)WebTests fill the pages with doubles of the ports, never the wire below"),
            only(
                "BackendTests", tests,
                testing.union(["SnapFitBackend", "SnapFitBackendTestSupport", "SnapFitHTTPServer", feature + "Backend"]
                ),
                "imports only the backend and its test support"),
        ]
    }

    /// No kernel layer and no tool imports a feature: features stand on the kernel, never the other way. The bench
    /// measures the product as installed, so it may read a feature's Domain (its use cases), and nothing else of it.
    static func kernelImportsNone(of features: [String]) -> [ImportRule] {
        let layers = ["Domain", "Data", "Presentation", "Testing", "CLI", "Web", "Backend"]
        let modules = Set(features.flatMap { feature in layers.map { feature + $0 } })
        let kernel = ["Packages/SnapFit", "Tools/SnapFit", "Apps/SnapFitAppCore/"].map {
            ImportRule(
                scope: $0, exempt: ["Tools/SnapFitBench/"], policy: .never(modules),
                reason: "the kernel, the app core and the tools never import a feature (the generated lists aside)")
        }
        let bench = ImportRule(
            scope: "Tools/SnapFitBench/", policy: .never(modules.subtracting(features.map { $0 + "Domain" })),
            reason: "the bench measures a feature's use cases, and imports nothing else of it")
        return kernel + [bench]
    }

    /// The manifest rule of `feature`: the kernel and other features only.
    static func manifest(of feature: String, among features: [String]) -> ManifestRule {
        ManifestRule(
            manifest: "Packages/Features/\(feature)/Package.swift",
            allowedPackages: Set(kernel + features.filter { $0 != feature }),
            reason: "a feature package depends only on the kernel's layer packages and other features")
    }
}
