import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-scene <Name>`: adds a complete VIP scene to
/// SnapFitPresentation (models, interactor, presenter, display logic, configurator) and its test file with spies and
/// first passing Given/When/Then tests. The files come from `SnapFitScaffold scene`.
@main
struct NewScene: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Scaffolding.run(kind: "scene", arguments: arguments, context: context)
    }
}
