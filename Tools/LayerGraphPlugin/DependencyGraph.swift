import PackagePlugin

/// The target dependency edges of the root package and its local packages, each end named `Package/Target`.
struct DependencyGraph {
    /// One dependency: a target of `fromPackage` using a target of `toPackage`.
    struct Edge: Hashable {
        let fromPackage: String
        let fromTarget: String
        let toPackage: String
        let toTarget: String
    }

    /// A target, where its files are, and whether it holds tests.
    struct Node {
        let package: String
        let target: String
        let directory: String
        let isTest: Bool
    }

    /// Package name → its target names, in declaration order.
    private(set) var packages: [(name: String, targets: [String])] = []
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []

    init(root: Package) {
        var seen: Set<String> = []
        var queue = [root]
        while let package = queue.first {
            queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            packages.append((package.displayName, package.targets.map(\.name)))
            for target in package.targets {
                let isTest = (target as? SourceModuleTarget)?.kind == .test
                nodes.append(
                    Node(
                        package: package.displayName, target: target.name,
                        directory: String(describing: target.directory),
                        isTest: isTest))
                for dependency in target.dependencies {
                    switch dependency {
                    case .target(let used):
                        edges.append(
                            Edge(
                                fromPackage: package.displayName, fromTarget: target.name,
                                toPackage: package.displayName, toTarget: used.name))
                    case .product(let product):
                        let owner = Self.owner(of: product, in: package) ?? "?"
                        for used in product.targets {
                            edges.append(
                                Edge(
                                    fromPackage: package.displayName, fromTarget: target.name, toPackage: owner,
                                    toTarget: used.name))
                        }
                    @unknown default:
                        break
                    }
                }
            }
            queue += package.dependencies.map(\.package)
        }
        edges = Array(Set(edges)).sorted {
            "\($0.fromPackage)/\($0.fromTarget)>\($0.toPackage)/\($0.toTarget)"
                < "\($1.fromPackage)/\($1.fromTarget)>\($1.toPackage)/\($1.toTarget)"
        }
    }

    /// The package among `package`'s dependencies that vends `product`.
    private static func owner(of product: Product, in package: Package) -> String? {
        package.dependencies.map(\.package).first { $0.products.contains { $0.id == product.id } }?.displayName
    }

    /// The package-level edges (a package using another one).
    var packageEdges: [(from: String, to: String)] {
        var pairs: [String: (String, String)] = [:]
        for edge in edges where edge.fromPackage != edge.toPackage {
            pairs["\(edge.fromPackage)>\(edge.toPackage)"] = (edge.fromPackage, edge.toPackage)
        }
        return pairs.keys.sorted().compactMap { pairs[$0] }
    }

    func mermaid(packagesOnly: Bool) -> String {
        if packagesOnly {
            return (["graph LR"] + packageEdges.map { "  \($0.from) --> \($0.to)" }).joined(separator: "\n")
        }
        var lines = ["graph TD"]
        for package in packages {
            lines.append("  subgraph \(package.name)")
            lines += package.targets.map { "    \(node(package.name, $0))[\($0)]" }
            lines.append("  end")
        }
        lines += edges.map { "  \(node($0.fromPackage, $0.fromTarget)) --> \(node($0.toPackage, $0.toTarget))" }
        return lines.joined(separator: "\n")
    }

    func dot(packagesOnly: Bool) -> String {
        if packagesOnly {
            let edges = packageEdges.map { "  \($0.from) -> \($0.to);" }
            return (["digraph SnapFit {", "  rankdir=LR;"] + edges + ["}"]).joined(separator: "\n")
        }
        var lines = ["digraph SnapFit {", "  rankdir=TB;"]
        for (index, package) in packages.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\"\(package.name)\";")
            lines += package.targets.map { "    \(node(package.name, $0)) [label=\"\($0)\"];" }
            lines.append("  }")
        }
        lines += edges.map { "  \(node($0.fromPackage, $0.fromTarget)) -> \(node($0.toPackage, $0.toTarget));" }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// An identifier both Mermaid and DOT accept.
    private func node(_ package: String, _ target: String) -> String {
        "\(package)_\(target)".map { $0.isLetter || $0.isNumber ? $0 : "_" }.reduce(into: "") { $0.append($1) }
    }
}
