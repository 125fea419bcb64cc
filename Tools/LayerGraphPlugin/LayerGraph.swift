import PackagePlugin

/// `swift package layer-graph [--dot]`: prints the package and target dependency graph as Mermaid (or DOT), and
/// fails, naming the edge, when a layer depends on something its layer may not see.
@main
struct LayerGraph: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let graph = DependencyGraph(root: context.package)
        print(arguments.contains("--dot") ? graph.dot() : graph.mermaid())
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
