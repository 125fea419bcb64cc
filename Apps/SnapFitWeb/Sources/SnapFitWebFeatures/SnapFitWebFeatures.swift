import SnapFitWeb

extension SnapFitWebMain {
    /// Runs `snapfit-web` with every installed feature's pages (`WebFeature.installed` is generated from
    /// Package.swift's features, decision 0024).
    @MainActor
    package static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        await run(arguments: arguments, environment: environment, features: WebFeature.installed)
    }
}
