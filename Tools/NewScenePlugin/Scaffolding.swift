import Foundation
import PackagePlugin

/// Runs `SnapFitScaffold <kind> <Name> [options] --root <package>` for a command plugin, with the toolchain's `swift-format`
/// when there is one, and fails as it fails. Shared by the new-scene, new-feature and remove-feature plugins (the
/// last two link this file).
enum Scaffolding {
    static func run(kind: String, arguments: [String], context: PluginContext) throws {
        let verb = kind.hasPrefix("remove-") ? kind : "new-\(kind)"
        guard let name = arguments.first, !name.hasPrefix("-") else {
            throw ScaffoldingFailure(
                "usage: swift package --allow-writing-to-package-directory \(verb) <Name> [options]")
        }
        let tool = try context.tool(named: "SnapFitScaffold")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [kind, name] + arguments.dropFirst() + ["--root", context.package.directoryURL.path]
        if let formatter = try? context.tool(named: "swift-format") {
            process.arguments? += ["--format-with", formatter.url.path]
        }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScaffoldingFailure("\(verb) changed nothing (the scaffold said why above)")
        }
    }
}

/// A refusal, printed as the plugin's error.
struct ScaffoldingFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
