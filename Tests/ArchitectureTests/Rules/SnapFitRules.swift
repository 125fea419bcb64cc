/// SnapFit's layer graph as a rule table (see the root `Package.swift` and style-guide lesson 2):
///
///     Domain ← Data → Networking,  Presentation → Domain,  AppCore → every layer,  CLI and Web → AppCore,
///     Backend → Fixtures + HTTPServer,  Sandbox → Backend + HTTPServer,  DevServer → Backend + Networking;
///     of the apps, only the composition root (the app core's `DI/`) sees the backend and DEV's server, and no UI
///     sees another
extension ArchitectureRules {
    /// The rules of the kernel and the apps alone.
    static let snapFit = snapFit(features: [])

    /// The rules of the kernel, the apps, and each of `features` (the folders under `Packages/Features/`).
    static func snapFit(features: [String]) -> ArchitectureRules {
        ArchitectureRules(
            imports: sourceImports + testImports + features.flatMap { FeatureRules.imports(of: $0, among: features) }
                + FeatureRules.kernelImportsNone(of: features),
            manifests: manifests(features: features) + features.map { FeatureRules.manifest(of: $0, among: features) },
            forbiddenTerms: forbiddenTerms,
            coveredFolders: ["Packages/"]
        )
    }

    private static let forbiddenTerms = [
        ForbiddenTermRule(
            scope: "Packages/SnapFitNetworking/Sources/",
            terms: ["snapfit", "/refresh/token", "vibe", "reservation", "kakao"],
            exemptWords: ["SnapFitNetworking"],
            reason: "SnapFitNetworking is reusable and knows nothing of SnapFit: no SnapFit path or name"
        ),
        ForbiddenTermRule(
            scope: "Apps/SnapFitAppCore/Sources/",
            terms: ["CLIWords", "WebWords", "snapfit dev"],
            exemptWords: [],
            reason: "the app core knows no UI's words: each UI words what the core reports"
        ),
        ForbiddenTermRule(
            scope: "Apps/SnapFitWeb/Tests/SnapFitWebTests/",
            terms: ["AppDI(", "devApp("],
            exemptWords: [],
            reason: "the web's page tests run over StubServices; only IntegrationTests run the whole stack"
        ),
        ForbiddenTermRule(
            scope: "Apps/SnapFitCLI/Tests/SnapFitAppTests/",
            terms: ["AppDI(", "makeDI"],
            exemptWords: [],
            reason: "the app's tests run over StubServices; only IntegrationTests run the whole stack"
        ),
    ]

    private static let systemModules: Set<String> = ["Foundation", "FoundationNetworking", "Synchronization"]

    private static let sourceImports = [
        ImportRule(
            scope: "Packages/SnapFitDomain/Sources/SnapFitDomain/",
            policy: .only(["Foundation"]),
            reason: "SnapFitDomain imports only Foundation"
        ),
        ImportRule(
            scope: "Packages/SnapFitDomain/TestSupport/",
            policy: .only(["Foundation", "Synchronization", "Testing", "SnapFitDomain"]),
            reason: "SnapFitDomainTestSupport doubles the domain's ports: it imports only the domain and Testing"
        ),
        ImportRule(
            scope: "Packages/SnapFitNetworking/Sources/SnapFitNetworking/",
            policy: .only(["Foundation", "FoundationNetworking", "Synchronization", "Dispatch", "Glibc"]),
            reason:
                "SnapFitNetworking imports only Foundation, FoundationNetworking, Synchronization, Dispatch and (behind "
                + "#if canImport(Glibc), see LayerPlatformsTests) Glibc"
        ),
        ImportRule(
            scope: "Packages/SnapFitNetworking/TestSupport/",
            policy: .only([
                "Foundation", "FoundationNetworking", "Synchronization", "Glibc", "Testing", "SnapFitNetworking",
            ]),
            reason:
                "SnapFitNetworkingTestSupport doubles the networking seams: it imports only Networking and Testing "
                + "(and Glibc for its loopback server)"
        ),
        ImportRule(
            scope: "Packages/SnapFitData/Sources/SnapFitData/",
            policy: .only(systemModules.union(["SnapFitDomain", "SnapFitNetworking"])),
            reason:
                "SnapFitData is the wire side: it imports only Foundation(Networking), Synchronization, Domain and Networking"
        ),
        ImportRule(
            scope: "Packages/SnapFitData/TestSupport/",
            policy: .snapFitOnly(["SnapFitData", "SnapFitNetworking", "SnapFitNetworkingTestSupport"]),
            reason: "SnapFitDataTestSupport gives stub providers: of SnapFit it imports only Data and Networking"
        ),
        ImportRule(
            scope: "Tools/SnapFitBackend/Sources/SnapFitFixtures/",
            policy: .snapFitOnly([]),
            reason: "SnapFitFixtures imports nothing SnapFit"
        ),
        ImportRule(
            scope: "Packages/SnapFitPresentation/Sources/",
            policy: .all(of: [.snapFitOnly(["SnapFitDomain"]), .never(["FoundationNetworking"])]),
            reason:
                "SnapFitPresentation sees only SnapFitDomain: never Data, Networking, Fixtures or FoundationNetworking"
        ),
        ImportRule(
            scope: "Tools/SnapFitBackend/", exempt: ["Tools/SnapFitBackend/Sources/SnapFitFixtures/"],
            policy: .snapFitOnly([
                "SnapFitFixtures", "SnapFitBackend", "SnapFitHTTPServer", "SnapFitBackendTestSupport",
                "SnapFitBackendFeatures",
            ]),
            reason:
                "SnapFitBackend is written from the contract: of SnapFit it may import only SnapFitFixtures and the HTTP messages"
        ),
        ImportRule(
            scope: "Tools/SnapFitDevServer/",
            policy: .snapFitOnly([
                "SnapFitBackend", "SnapFitBackendFeatures", "SnapFitHTTPServer", "SnapFitNetworking",
                "SnapFitDevServer",
            ]),
            reason:
                "SnapFitDevServer puts the backend behind URLSessionable: of SnapFit it imports only those two and the HTTP messages"
        ),
        ImportRule(
            scope: "Tools/SnapFitTerminal/",
            policy: .snapFitOnly(["SnapFitTerminal"]),
            reason: "SnapFitTerminal is a general terminal toolkit: it imports nothing SnapFit"
        ),
        ImportRule(
            scope: "Tools/SnapFitSandbox/Sources/",
            policy: .snapFitOnly(["SnapFitBackend", "SnapFitBackendFeatures", "SnapFitHTTPServer", "SnapFitSandbox"]),
            reason:
                "SnapFitSandbox serves the backend over HTTP: of SnapFit it may import only the backend and the HTTP server"
        ),
        ImportRule(
            scope: "Tools/SnapFitHTTPServer/Sources/",
            policy: .snapFitOnly(["SnapFitHTTPServer"]),
            reason: "SnapFitHTTPServer is a general HTTP/1.1 server: it imports nothing SnapFit"
        ),
        ImportRule(
            scope: "Tests/TestSupport/",
            policy: .snapFitOnly([]),
            reason: "SnapFitTestSupport is what test targets share: it imports nothing SnapFit"
        ),
        ImportRule(
            scope: "Apps/SnapFitAppCore/Sources/",
            policy: .never(["SnapFitApp", "SnapFitWeb", "SnapFitTerminal", "SnapFitHTTPServer"]),
            reason: "the app core is under every UI and knows none: no terminal, no web, no HTTP server"
        ),
        ImportRule(
            scope: "Apps/SnapFitWeb/",
            policy: .never(["SnapFitApp", "SnapFitAppTestSupport", "SnapFitTerminal"]),
            reason: "the web app stands on the app core, never on the terminal app"
        ),
        ImportRule(
            scope: "Apps/SnapFitCLI/",
            policy: .never(["SnapFitWeb", "SnapFitWebTestSupport", "SnapFitHTTPServer"]),
            reason: "the terminal app stands on the app core, never on the web app"
        ),
        ImportRule(
            scope: "Apps/",
            exempt: ["Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/"],
            policy: .never(["SnapFitBackend", "SnapFitDevServer", "SnapFitSandbox", "SnapFitFixtures"]),
            reason:
                "only the composition root (AppDI, in DI/) may see the backend; scenes and commands reach it as a server"
        ),
    ]

    /// Tests may reach one layer further than their sources, never across the graph; each layer's test support
    /// goes with its layer.
    private static let testImports = [
        ImportRule(
            scope: "Packages/SnapFitDomain/Tests/",
            policy: .snapFitOnly(["SnapFitDomain", "SnapFitDomainTestSupport"]),
            reason: "SnapFitDomain's tests import no other SnapFit layer"
        ),
        ImportRule(
            scope: "Packages/SnapFitNetworking/Tests/",
            policy: .snapFitOnly(["SnapFitNetworking", "SnapFitNetworkingTestSupport"]),
            reason: "SnapFitNetworking's tests import no SnapFit layer but Networking"
        ),
        ImportRule(
            scope: "Packages/SnapFitData/Tests/",
            policy: .snapFitOnly([
                "SnapFitData", "SnapFitDomain", "SnapFitNetworking", "SnapFitDomainTestSupport",
                "SnapFitNetworkingTestSupport", "SnapFitDataTestSupport",
            ]),
            reason: "SnapFitData's tests import only Data, Domain and Networking of SnapFit"
        ),
        ImportRule(
            scope: "Packages/SnapFitPresentation/Tests/",
            policy: .snapFitOnly(["SnapFitPresentation", "SnapFitDomain", "SnapFitDomainTestSupport"]),
            reason: "SnapFitPresentation's tests never import Data, Networking, Fixtures or the app"
        ),
        ImportRule(
            scope: "Apps/SnapFitCLI/Tests/SnapFitAppTests/",
            policy: .never(["SnapFitData", "SnapFitNetworking", "SnapFitNetworkingTestSupport"]),
            reason: "the app's tests fill AppServices with doubles of the domain's ports, never the wire below"
        ),
        ImportRule(
            scope: "Tools/SnapFitSandbox/Tests/",
            policy: .snapFitOnly(["SnapFitBackend", "SnapFitHTTPServer", "SnapFitSandbox", "SnapFitTestSupport"]),
            reason:
                "SnapFitSandbox's tests import only the sandbox, the backend, the HTTP server and the shared test support"
        ),
        ImportRule(
            scope: "Tools/SnapFitHTTPServer/Tests/",
            policy: .snapFitOnly(["SnapFitHTTPServer", "SnapFitTestSupport"]),
            reason: "SnapFitHTTPServer's tests import only the server and the shared test support"
        ),
    ]

    private static func manifests(features: [String]) -> [ManifestRule] {
        [
            ManifestRule(
                manifest: "Package.swift",
                allowedPackages: Set(
                    ["SnapFitDomain", "SnapFitNetworking", "SnapFitData", "SnapFitPresentation"] + features),
                reason: "the root package depends only on the four local layer packages and the feature packages"
            ),
            ManifestRule(
                manifest: "Packages/SnapFitDomain/Package.swift",
                allowedPackages: [],
                reason: "SnapFitDomain depends on no package"
            ),
            ManifestRule(
                manifest: "Packages/SnapFitNetworking/Package.swift",
                allowedPackages: [],
                reason: "SnapFitNetworking depends on no package"
            ),
            ManifestRule(
                manifest: "Packages/SnapFitData/Package.swift",
                allowedPackages: ["SnapFitDomain", "SnapFitNetworking"],
                reason: "SnapFitData depends only on the Domain and Networking packages"
            ),
            ManifestRule(
                manifest: "Packages/SnapFitPresentation/Package.swift",
                allowedPackages: ["SnapFitDomain"],
                reason: "SnapFitPresentation depends only on the Domain package"
            ),
        ]
    }
}
