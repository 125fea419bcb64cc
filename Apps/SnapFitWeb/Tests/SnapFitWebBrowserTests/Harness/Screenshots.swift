import Foundation

/// Where the browser tests leave their pictures: every page of every journey under `.build/browser-screenshots/`
/// (not tracked). The README's two in `docs/screenshots/` are written only when `Tools/Scripts/screenshots` asks
/// for them, so a test run leaves the tree as it was.
enum Screenshots {
    /// The repository's root, from this file's place in it.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 { url.deleteLastPathComponent() }
        return url
    }()

    static let journeys = root.appendingPathComponent(".build/browser-screenshots")
    /// `docs/screenshots/`, when this run was asked to refresh it; `nil` otherwise.
    static let readme: URL? =
        ProcessInfo.processInfo.environment["SNAPFIT_REFRESH_SCREENSHOTS"] == "1"
        ? root.appendingPathComponent("docs/screenshots") : nil

    /// Removes the pictures an earlier run of `journey` left, so the folder shows one run.
    static func clear(journey: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: journeys.path)) ?? []
        for name in names where name.hasPrefix(journey + "-") {
            try FileManager.default.removeItem(at: journeys.appendingPathComponent(name))
        }
    }

    /// Writes `png` as the README's `name`, when this run was asked to refresh them.
    static func refreshReadme(_ png: Data, named name: String) throws {
        guard let readme else { return }
        try write(png, named: name, in: readme)
    }

    /// Writes `png` as `name` in `folder`, making the folder if needed.
    static func write(_ png: Data, named name: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png.write(to: folder.appendingPathComponent(name), options: .atomic)
    }
}
