import Foundation

extension DependencyGraph {
    /// The graph for scripts (`Tools/Scripts/test-affected`): every target with its folder and whether it holds
    /// tests, and every edge, each end named `Package/Target`. One JSON object.
    func json() throws -> String {
        let targets: [[String: Any]] = nodes.map {
            ["package": $0.package, "target": $0.target, "directory": $0.directory, "test": $0.isTest]
        }
        let edges: [[String: String]] = edges.map {
            ["from": "\($0.fromPackage)/\($0.fromTarget)", "to": "\($0.toPackage)/\($0.toTarget)"]
        }
        let data = try JSONSerialization.data(
            withJSONObject: ["targets": targets, "edges": edges], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
