import Foundation
import PackagePlugin

/// Writes the feature list of an app's edge (decision 0024): for `SnapFitCLIFeatures`, `SnapFitWebFeatures` and
/// `SnapFitBackendFeatures`, the features among the target's dependencies, as `Package.swift` lists them, become
/// one generated Swift file that names each feature's part (`SnapFitFeatureList` writes it). So a feature is
/// learned from its one line in `Package.swift`, and no Swift file lists the features by hand.
@main
struct FeatureListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let edge = FeatureEdge(target: target.name) else {
            throw FeatureListFailure(
                "FeatureListPlugin applies to SnapFit{CLI,Web,Backend}Features, not \(target.name)")
        }
        let features = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let module) = dependency, module.name.hasSuffix(edge.suffix),
                !module.name.hasPrefix("SnapFit")
            else { return nil }
            return String(module.name.dropLast(edge.suffix.count))
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("FeatureList.swift")
        return [
            .buildCommand(
                displayName: "Listing the features of \(target.name): \(features.joined(separator: ", "))",
                executable: try context.tool(named: "SnapFitFeatureList").url,
                arguments: [edge.rawValue, output.path] + features, outputFiles: [output])
        ]
    }
}

/// The edge a feature list is for, by the list target's name.
enum FeatureEdge: String {
    case cli, web, backend

    init?(target: String) {
        switch target {
        case "SnapFitCLIFeatures": self = .cli
        case "SnapFitWebFeatures": self = .web
        case "SnapFitBackendFeatures": self = .backend
        default: return nil
        }
    }

    /// How a feature's target for this edge is named after the feature: `GiftCardsCLI`.
    var suffix: String {
        switch self {
        case .cli: "CLI"
        case .web: "Web"
        case .backend: "Backend"
        }
    }
}

/// A misapplied plugin, printed as the build's error.
struct FeatureListFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
