import Foundation
import Testing

/// One name, one double: test targets of different packages cannot share a double, so some keep their own copy, but
/// a name two of them declare means the same thing in both, with the same members (`Rendezvous` in Domain's test
/// support and in the HTTP server's tests). A double that behaves otherwise takes another name.
@Suite struct TestDoubleNamesTests {
    @Test func aDoubleDeclaredInSeveralTestTargets_hasTheSameMembersInEach() throws {
        // Given: every type declared at the top of a test or test-support file
        let files = try RepositoryTree.files(under: RepositoryTree.root())
            .filter { $0.path.contains("/Tests/") || $0.path.contains("/TestSupport/") }
        var members: [String: [String: Set<String>]] = [:]
        for file in files {
            for (name, declared) in Self.topLevelTypes(in: file.text) {
                members[name, default: [:]][file.path] = declared
            }
        }
        // Then
        for (name, byFile) in members.sorted(by: { $0.key < $1.key })
        where byFile.count > 1 {
            let shapes = byFile.map { "\($0.key): \($0.value.sorted().joined(separator: ", "))" }.sorted()
            #expect(
                Set(byFile.values).count == 1,
                "\(name) means different doubles:\n\(shapes.joined(separator: "\n"))")
        }
    }

    @Test func theScan_seesEachTopLevelTypeAndItsMembers_notItsPrivateOnes() {
        let text = """
            /// A double.
            public actor Latch {
                public init(count: Int) {}
                public func arrive() {}
                func wait() async {}
                private func helper() {}
            }

            final class Spy: Sendable {
                func record(_ value: Int) {}
            }
            """
        #expect(Self.topLevelTypes(in: text) == ["Latch": ["init", "arrive", "wait"], "Spy": ["record"]])
    }

    /// Each type declared at column 0, with the names of its functions and initializers that are not private.
    static func topLevelTypes(in text: String) -> [String: Set<String>] {
        let declaration =
            /^(?:public |package |internal |fileprivate |private )?(?:final )?(?:actor|class|struct|enum) ([A-Z][A-Za-z0-9]*)/
        let member =
            /^\s*(?:@\w+\s+)*(?:nonisolated |public |package |internal |static |mutating )*(?:func ([A-Za-z0-9_]+)|(init))\b/
        var types: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: declaration) {
                current = String(match.1)
                types[String(match.1), default: []] = []
            } else if line.hasPrefix("}") {
                current = nil
            } else if let current, let match = line.firstMatch(of: member) {
                types[current, default: []].insert(String(match.1 ?? match.2 ?? ""))
            }
        }
        return types
    }
}
