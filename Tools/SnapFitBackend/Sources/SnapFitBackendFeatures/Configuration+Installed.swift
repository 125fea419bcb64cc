import SnapFitBackend

extension Backend.Configuration {
    /// This configuration with every installed feature's tables and routes (`BackendFeature.installed` is generated
    /// from Package.swift's features, decision 0024): what DEV and the sandbox serve.
    package var withInstalledFeatures: Backend.Configuration {
        var configuration = self
        configuration.features = BackendFeature.installed
        return configuration
    }
}
