import Foundation

/// Takes a feature made by `new-feature` back out: its folder, and its line in `Package.swift`. It refuses, naming
/// every one and changing nothing, when a file the scaffold wrote was changed or deleted, a file was added, or the
/// line was edited; `force` removes anyway. It never touches a data file: a DEV home or a sandbox file keeps the
/// feature's table, and the feature added back finds its rows.
struct FeatureRemoval {
    let root: URL
    /// `GiftCards`, the folder's name.
    let name: String
    let force: Bool

    private var folder: URL { root.appendingPathComponent("Packages/Features/\(name)") }
    private var line: String { "features.append(Feature(\"\(name)\"))" }

    /// Removes the feature; returns what was removed, or why nothing was.
    func run() throws(ScaffoldError) -> [String] {
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw ScaffoldError("cannot read Package.swift, where the feature is installed")
        }
        let mentions = manifest.split(separator: "\n", omittingEmptySubsequences: false).filter {
            $0.contains("Feature(\"\(name)\"")
        }
        let hasFolder = FileManager.default.fileExists(atPath: folder.path)
        guard hasFolder || !mentions.isEmpty else {
            throw ScaffoldError("there is no feature \(name): no Packages/Features/\(name), no line in Package.swift")
        }
        var problems = hasFolder ? changedFiles() : []
        if mentions.contains(where: { $0.trimmingCharacters(in: .whitespaces) != line }) {
            problems.append("Package.swift (its line is not `\(line)`)")
        }
        let users = manifest.split(separator: "\n").filter {
            $0.contains("\"\(name)\"") && !$0.contains("Feature(\"\(name)\"")
        }
        if !users.isEmpty {
            problems.append(
                "Package.swift (another feature uses it: `\(users[0].trimmingCharacters(in: .whitespaces))`)")
        }
        guard problems.isEmpty || force else {
            throw ScaffoldError(
                "\(name) was changed since new-feature wrote it, so nothing was removed:\n"
                    + problems.map { "  " + $0 }.joined(separator: "\n")
                    + "\nTake the changes out, or remove it anyway with --force.")
        }
        if !mentions.isEmpty {
            let kept = manifest.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.contains("Feature(\"\(name)\"")
            }
            do {
                try Data(kept.joined(separator: "\n").utf8).write(to: manifestURL, options: .atomic)
            } catch {
                throw ScaffoldError("cannot write Package.swift: \(error.localizedDescription)")
            }
        }
        if hasFolder {
            do {
                try FileManager.default.removeItem(at: folder)
            } catch {
                throw ScaffoldError("cannot remove Packages/Features/\(name): \(error.localizedDescription)")
            }
            // The last feature gone leaves no empty Packages/Features behind.
            let features = folder.deletingLastPathComponent()
            if (try? FileManager.default.contentsOfDirectory(atPath: features.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: features)
            }
        }
        return ["Removed the \(name) feature: Packages/Features/\(name)/ and its line in Package.swift."]
            + (problems.isEmpty ? [] : ["Removed although changed:"] + problems.map { "  " + $0 })
            + [
                "Data files keep its table (a DEV home, a sandbox's --data-file): "
                    + "the feature added back finds its rows, and a build without it reads them as before."
            ]
    }

    /// Every file of the folder that differs from what new-feature wrote, by path from the repository root: changed,
    /// deleted or added (build folders left out).
    private func changedFiles() -> [String] {
        let prefix = "Packages/Features/\(name)/"
        guard let text = try? String(contentsOf: folder.appendingPathComponent(ScaffoldSums.fileName), encoding: .utf8),
            let written = ScaffoldSums(text: text)
        else { return [prefix + ScaffoldSums.fileName + " (missing or unreadable: not made by new-feature?)"] }
        let present = files()
        let now = ScaffoldSums(of: present, in: folder)
        var changes: [String] = []
        for (path, sum) in written.sums.sorted(by: { $0.key < $1.key }) where now.sums[path] != sum {
            changes.append(prefix + path + (now.sums[path] == nil ? " (deleted)" : " (changed)"))
        }
        for path in present.sorted() where written.sums[path] == nil && path != ScaffoldSums.fileName {
            changes.append(prefix + path + " (added)")
        }
        return changes
    }

    /// The files under the folder, by path inside it, leaving out build folders (`.build`, `.build-*`, `.swiftpm`)
    /// and `Package.resolved`.
    private func files() -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let base = folder.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name == ".build" || name.hasPrefix(".build-") || name == ".swiftpm" {
                enumerator.skipDescendants()
                continue
            }
            guard name != "Package.resolved",
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
        }
        return paths
    }
}
