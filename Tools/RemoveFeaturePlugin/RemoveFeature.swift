import PackagePlugin

/// `swift package --allow-writing-to-package-directory remove-feature <Name>`: takes back what `new-feature <Name>`
/// wrote: its files, and its wiring out of the files it was wired into (whatever was changed beside it stays). The
/// work is `SnapFitScaffold remove-feature`.
@main
struct RemoveFeature: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Scaffolding.run(kind: "remove-feature", arguments: arguments, context: context)
    }
}
