import PackagePlugin

/// `swift package layer-graph [--packages] [--dot | --json]`: prints the target dependency graph (or, with
/// `--packages`, the package graph) as Mermaid (or DOT; `--json` gives every target with its folder, for scripts),
/// and fails, naming the edge, when a layer depends on something its layer may not see.
@main
struct LayerGraph: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let graph = DependencyGraph(root: context.package)
        let packagesOnly = arguments.contains("--packages")
        if arguments.contains("--json") {
            print(try graph.json())
        } else {
            print(
                arguments.contains("--dot")
                    ? graph.dot(packagesOnly: packagesOnly) : graph.mermaid(packagesOnly: packagesOnly))
        }
        let violations = LayerRules.violations(in: graph)
        guard violations.isEmpty else {
            for violation in violations {
                Diagnostics.error("layer rule broken: \(violation)")
            }
            throw LayerGraphFailure(count: violations.count)
        }
    }
}

/// Thrown so the command exits non-zero after the broken edges were reported.
struct LayerGraphFailure: Error, CustomStringConvertible {
    let count: Int

    var description: String { "\(count) layer rule(s) broken" }
}
