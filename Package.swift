// swift-tools-version:6.0
// The SnapFit monorepo. This manifest is the architecture document:
//
//   SnapFitDomain        entities, use cases, repository protocols      → nothing
//   SnapFitNetworking    reusable HTTP layer                            → nothing
//   SnapFitData          DTOs, endpoints, remote repositories           → Domain, Networking
//   SnapFitPresentation  VIP scenes and string tables                   → Domain
//   SnapFitBackend       the server's rules, state and persistence      → SnapFitFixtures, SnapFitHTTPServer
//   SnapFitAppCore       the app core every UI shares: AppDI (the composition root), user scopes, configuration
//                                                                      → every layer; only its DI sees the backend
//   SnapFitApp           the terminal app: commands, shell, rendering  → SnapFitAppCore, SnapFitTerminal
//   SnapFitWeb           the web app: scenes as pages, per-browser sessions → SnapFitAppCore, SnapFitHTTPServer
//   SnapFitDevServer     DEV: the backend in process, behind URLSessionable → SnapFitBackend, Networking
//   SnapFitTerminal      line editing, history, keys, display widths, styles → nothing
//   SnapFitHTTPServer    the project's own HTTP/1.1 server and messages → CEventPolling (epoll, eventfd)
//   SnapFitSandbox       the backend served over HTTP                   → SnapFitBackend, SnapFitHTTPServer
//   SnapFitAppCoreTestSupport the app core over doubles (StubServices), for every UI's tests → SnapFitAppCore
//   SnapFitAppTestSupport what the CLI's and the integration tests share → SnapFitApp
//
// Each package under Packages/ builds and tests alone (`swift test --package-path Packages/X`).
// Their test folders are declared again below so one root `swift test` runs every layer's tests.
import PackageDescription

let package = Package(
    name: "SnapFit",
    products: [
        .executable(name: "snapfit", targets: ["SnapFitCLI"]),
        .executable(name: "snapfit-web", targets: ["SnapFitWebServer"]),
        .executable(name: "snapfit-sandbox", targets: ["SnapFitSandboxServer"]),
        .executable(name: "snapfit-bench", targets: ["SnapFitBench"]),
        .executable(name: "snapfit-hello", targets: ["SnapFitHello"]),
        .executable(name: "snapfit-mutate", targets: ["SnapFitMutate"]),
        .library(name: "SnapFitAppCore", targets: ["SnapFitAppCore"]),
        .library(name: "SnapFitApp", targets: ["SnapFitApp"]),
        .library(name: "SnapFitBackend", targets: ["SnapFitBackend"]),
        .library(name: "SnapFitSandbox", targets: ["SnapFitSandbox"]),
    ],
    dependencies: [
        .package(path: "Packages/SnapFitDomain"),
        .package(path: "Packages/SnapFitNetworking"),
        .package(path: "Packages/SnapFitData"),
        .package(path: "Packages/SnapFitPresentation"),
    ],
    targets: [
        // MARK: The app core: the composition root every UI shares, and its doubles for the UIs' tests.
        .target(
            name: "SnapFitAppCore",
            dependencies: [
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitData", package: "SnapFitData"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
                "SnapFitBackend",
                "SnapFitDevServer",
            ],
            path: "Apps/SnapFitAppCore/Sources/SnapFitAppCore"
        ),
        .target(
            name: "SnapFitAppCoreTestSupport",
            dependencies: [
                "SnapFitAppCore",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Apps/SnapFitAppCore/Tests/SnapFitAppCoreTestSupport"
        ),
        .testTarget(
            name: "SnapFitAppCoreTests",
            dependencies: [
                "SnapFitAppCore", "SnapFitAppCoreTestSupport",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Apps/SnapFitAppCore/Tests/SnapFitAppCoreTests"
        ),

        // MARK: The terminal app: the thin executable over its commands and shell.
        .target(
            name: "SnapFitApp",
            dependencies: [
                "SnapFitAppCore",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
                "SnapFitTerminal",
            ],
            path: "Apps/SnapFitCLI/Sources/SnapFitApp"
        ),
        .executableTarget(
            name: "SnapFitCLI",
            dependencies: ["SnapFitApp"],
            path: "Apps/SnapFitCLI/Sources/SnapFitCLI"
        ),

        // MARK: The web app: the same scenes as pages, served by the project's own HTTP server.
        .target(
            name: "SnapFitWeb",
            dependencies: [
                "SnapFitAppCore", "SnapFitHTTPServer",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Apps/SnapFitWeb/Sources/SnapFitWeb"
        ),
        .executableTarget(
            name: "SnapFitWebServer",
            dependencies: ["SnapFitWeb"],
            path: "Apps/SnapFitWeb/Sources/SnapFitWebServer"
        ),

        // MARK: The backend: the server's rules written once from the contract, not from the client.
        // DEV calls it in process (through AppDI); the sandbox serves it over HTTP for REAL.
        .target(
            name: "SnapFitBackend",
            dependencies: ["SnapFitHTTPServer", .product(name: "SnapFitFixtures", package: "SnapFitData")],
            path: "Tools/SnapFitBackend/Sources/SnapFitBackend"
        ),
        .target(
            name: "SnapFitDevServer",
            dependencies: [
                "SnapFitBackend", "SnapFitHTTPServer",
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ],
            path: "Tools/SnapFitDevServer/Sources/SnapFitDevServer"
        ),
        // MARK: The terminal toolkit: line editing, history, key decoding, display widths, styles. Nothing SnapFit.
        .target(name: "SnapFitTerminal", path: "Tools/SnapFitTerminal/Sources/SnapFitTerminal"),
        // MARK: The project's own HTTP/1.1 server (POSIX sockets, bounded against slow and abusive clients) and the
        // request and response it speaks: the sandbox serves the backend with it, the web app serves its pages.
        .target(
            name: "SnapFitHTTPServer", dependencies: ["CEventPolling"],
            path: "Tools/SnapFitHTTPServer/Sources/SnapFitHTTPServer"
        ),
        // MARK: Linux's epoll and eventfd for the server's event loops (a header; Glibc's module lacks them).
        .target(name: "CEventPolling", path: "Tools/SnapFitHTTPServer/Sources/CEventPolling"),
        .target(
            name: "SnapFitSandbox",
            dependencies: ["SnapFitBackend", "SnapFitHTTPServer"],
            path: "Tools/SnapFitSandbox/Sources/SnapFitSandbox"
        ),
        .executableTarget(
            name: "SnapFitSandboxServer",
            dependencies: ["SnapFitSandbox", "SnapFitHTTPServer"],
            path: "Tools/SnapFitSandbox/Sources/SnapFitSandboxServer"
        ),

        // MARK: Each package's own tests, declared again so the root `swift test` runs them.
        .testTarget(
            name: "SnapFitDomainTests",
            dependencies: [
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ],
            path: "Packages/SnapFitDomain/Tests/SnapFitDomainTests"
        ),
        .testTarget(
            name: "SnapFitNetworkingTests",
            dependencies: [
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ],
            path: "Packages/SnapFitNetworking/Tests/SnapFitNetworkingTests"
        ),
        .testTarget(
            name: "SnapFitDataTests",
            dependencies: [
                .product(name: "SnapFitData", package: "SnapFitData"),
                .product(name: "SnapFitFixtures", package: "SnapFitData"),
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ],
            path: "Packages/SnapFitData/Tests/SnapFitDataTests"
        ),
        .testTarget(
            name: "SnapFitPresentationTests",
            dependencies: [
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ],
            path: "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests"
        ),

        // MARK: The app's and the tools' own tests.
        .target(
            name: "SnapFitAppTestSupport",
            dependencies: [
                "SnapFitApp", "SnapFitAppCore", "SnapFitTerminal",
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Apps/SnapFitCLI/Tests/SnapFitAppTestSupport"
        ),
        .testTarget(
            name: "SnapFitAppTests",
            dependencies: [
                "SnapFitApp",
                "SnapFitAppCore",
                "SnapFitAppCoreTestSupport",
                "SnapFitAppTestSupport",
                "SnapFitTerminal",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Apps/SnapFitCLI/Tests/SnapFitAppTests"
        ),
        .target(
            name: "SnapFitWebTestSupport",
            dependencies: [
                "SnapFitWeb", "SnapFitAppCore", "SnapFitAppCoreTestSupport", "SnapFitHTTPServer",
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ],
            path: "Apps/SnapFitWeb/Tests/SnapFitWebTestSupport"
        ),
        .testTarget(
            name: "SnapFitWebTests",
            dependencies: [
                "SnapFitWeb", "SnapFitWebTestSupport", "SnapFitAppCoreTestSupport", "SnapFitHTTPServer",
                "SnapFitTestSupport",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
            ],
            path: "Apps/SnapFitWeb/Tests/SnapFitWebTests"
        ),
        .testTarget(
            name: "SnapFitWebBrowserTests",
            dependencies: [
                "SnapFitWeb", "SnapFitWebTestSupport", "SnapFitHTTPServer",
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
            ],
            path: "Apps/SnapFitWeb/Tests/SnapFitWebBrowserTests"
        ),
        .testTarget(
            name: "SnapFitBackendTests",
            dependencies: ["SnapFitBackend", "SnapFitHTTPServer"],
            path: "Tools/SnapFitBackend/Tests/SnapFitBackendTests"
        ),
        .testTarget(
            name: "SnapFitDevServerTests",
            dependencies: [
                "SnapFitDevServer", "SnapFitBackend", .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
            ],
            path: "Tools/SnapFitDevServer/Tests/SnapFitDevServerTests"
        ),
        .testTarget(
            name: "SnapFitTerminalTests",
            dependencies: ["SnapFitTerminal"],
            path: "Tools/SnapFitTerminal/Tests/SnapFitTerminalTests"
        ),
        .testTarget(
            name: "SnapFitSandboxTests",
            dependencies: ["SnapFitSandbox", "SnapFitBackend", "SnapFitHTTPServer", "SnapFitTestSupport"],
            path: "Tools/SnapFitSandbox/Tests/SnapFitSandboxTests"
        ),
        .testTarget(
            name: "SnapFitHTTPServerTests",
            dependencies: ["SnapFitHTTPServer", "SnapFitTestSupport"],
            path: "Tools/SnapFitHTTPServer/Tests/SnapFitHTTPServerTests"
        ),

        // MARK: Cross-package tests, and what the test targets share.
        .target(name: "SnapFitTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "SnapFitApp",
                "SnapFitAppCore",
                "SnapFitWeb",
                "SnapFitHTTPServer",
                "SnapFitAppTestSupport",
                "SnapFitWebTestSupport",
                "SnapFitSandbox",
                "SnapFitBackend",
                "SnapFitTestSupport",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitDomainTestSupport", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitNetworkingTestSupport", package: "SnapFitNetworking"),
                .product(name: "SnapFitPresentation", package: "SnapFitPresentation"),
            ],
            path: "Tests/IntegrationTests",
            exclude: ["Transcripts"]
        ),

        // MARK: Tools: the benchmark suite (`swift run -c release snapfit-bench`) and its hello-world baseline.
        .target(
            name: "SnapFitBenchKit",
            dependencies: [
                "SnapFitAppCore",
                "SnapFitWeb",
                "SnapFitSandbox",
                "SnapFitBackend",
                "SnapFitDevServer",
                "SnapFitHTTPServer",
                .product(name: "SnapFitDomain", package: "SnapFitDomain"),
                .product(name: "SnapFitNetworking", package: "SnapFitNetworking"),
                .product(name: "SnapFitData", package: "SnapFitData"),
                .product(name: "SnapFitFixtures", package: "SnapFitData"),
            ],
            path: "Tools/SnapFitBench/Sources/SnapFitBenchKit"
        ),
        .executableTarget(
            name: "SnapFitBench",
            dependencies: ["SnapFitBenchKit"],
            path: "Tools/SnapFitBench/Sources/SnapFitBench"
        ),
        .executableTarget(name: "SnapFitHello", path: "Tools/SnapFitBench/Sources/SnapFitHello"),

        // MARK: The mutation check (`swift run snapfit-mutate Packages/SnapFitDomain`): do the tests notice a wrong rule?
        .target(name: "SnapFitMutateKit", path: "Tools/SnapFitMutate/Sources/SnapFitMutateKit"),
        .executableTarget(
            name: "SnapFitMutate", dependencies: ["SnapFitMutateKit"], path: "Tools/SnapFitMutate/Sources/SnapFitMutate"
        ),
        .testTarget(
            name: "SnapFitMutateKitTests", dependencies: ["SnapFitMutateKit"],
            path: "Tools/SnapFitMutate/Tests/SnapFitMutateKitTests"),
        // MARK: The scaffolds (`swift package new-scene|new-feature <Name>` run `SnapFitScaffold`).
        .target(name: "SnapFitScaffoldKit", path: "Tools/SnapFitScaffold/Sources/SnapFitScaffoldKit"),
        .executableTarget(
            name: "SnapFitScaffold", dependencies: ["SnapFitScaffoldKit"],
            path: "Tools/SnapFitScaffold/Sources/SnapFitScaffold"
        ),
        .testTarget(
            name: "SnapFitScaffoldTests", dependencies: ["SnapFitScaffoldKit"],
            path: "Tools/SnapFitScaffold/Tests/SnapFitScaffoldTests"),
        .testTarget(
            name: "SnapFitBenchTests",
            dependencies: ["SnapFitBenchKit"],
            path: "Tools/SnapFitBench/Tests/SnapFitBenchTests"
        ),

        // MARK: Developer tools: SwiftPM command plugins.
        .plugin(
            name: "LayerGraphPlugin",
            capability: .command(
                intent: .custom(
                    verb: "layer-graph",
                    description:
                        "Print the package and target graph as Mermaid (--dot for DOT); fail on a broken layer rule"
                )),
            path: "Tools/LayerGraphPlugin"
        ),
        .plugin(
            name: "NewScenePlugin",
            capability: .command(
                intent: .custom(
                    verb: "new-scene", description: "Add a VIP scene with its tests to SnapFitPresentation"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "It writes the new scene's files into Packages/SnapFitPresentation.")
                ]
            ),
            dependencies: ["SnapFitScaffold"],
            path: "Tools/NewScenePlugin"
        ),
        .plugin(
            name: "NewFeaturePlugin",
            capability: .command(
                intent: .custom(
                    verb: "new-feature",
                    description: "Add a feature through every layer (Domain to App, and the backend), with tests"),
                permissions: [
                    .writeToPackageDirectory(reason: "It writes the new feature's files into each layer's folders.")
                ]
            ),
            dependencies: ["SnapFitScaffold"],
            path: "Tools/NewFeaturePlugin"
        ),
        .plugin(
            name: "RemoveFeaturePlugin",
            capability: .command(
                intent: .custom(
                    verb: "remove-feature",
                    description: "Take back what new-feature wrote: its files, and its wiring in the files beside"),
                permissions: [
                    .writeToPackageDirectory(reason: "It deletes the feature's files and takes its wiring out.")
                ]
            ),
            dependencies: ["SnapFitScaffold"],
            path: "Tools/RemoveFeaturePlugin"
        ),
    ]
)
