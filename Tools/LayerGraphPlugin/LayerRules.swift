/// Which package may use which: dependencies point inward, and Domain knows no one.
enum LayerRules {
    /// The packages each layer package may use; the root package (apps, tools, tests) may use any.
    static let allowed: [String: Set<String>] = [
        "SnapFitDomain": [],
        "SnapFitNetworking": [],
        "SnapFitData": ["SnapFitDomain", "SnapFitNetworking"],
        "SnapFitPresentation": ["SnapFitDomain"],
    ]

    /// Targets of the root package that may use, of the layer packages, only the seed fixtures (the backend and the
    /// sandbox that serves it are written from the contract, not from the client).
    static let fixturesOnly: Set<String> = ["SnapFitBackend", "SnapFitSandbox", "SnapFitSandboxServer"]

    /// Every edge that breaks a rule, as "A/x → B/y".
    static func violations(in graph: DependencyGraph) -> [String] {
        var found: [String] = []
        for edge in graph.edges where edge.fromPackage != edge.toPackage {
            if let allowed = allowed[edge.fromPackage], !allowed.contains(edge.toPackage) {
                found.append("\(edge.fromPackage)/\(edge.fromTarget) → \(edge.toPackage)/\(edge.toTarget)")
            }
            if fixturesOnly.contains(edge.fromTarget), edge.toTarget != "SnapFitFixtures" {
                found.append(
                    "\(edge.fromPackage)/\(edge.fromTarget) → \(edge.toPackage)/\(edge.toTarget) (the backend and the sandbox may use only SnapFitFixtures)"
                )
            }
        }
        return found
    }
}
