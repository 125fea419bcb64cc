import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature <Name>`: adds one vertical slice, a list of
/// `<Name>` read from the server, with a test in each layer: entity, port, use case and double (Domain); DTO,
/// endpoint and remote repository (Data); a scene (Presentation); a command and its display (App); and the
/// backend's handler. It prints the files and the steps that wire the feature in. The files come from
/// `SnapFitScaffold feature`.
@main
struct NewFeature: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Scaffolding.run(kind: "feature", arguments: arguments, context: context)
    }
}
