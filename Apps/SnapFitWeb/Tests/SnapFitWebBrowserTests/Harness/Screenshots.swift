import Foundation

/// Where the browser tests leave their pictures: every page of every journey under `.build/browser-screenshots/`,
/// which is not tracked (the pictures in `docs/screenshots/` change only through `Tools/Scripts/screenshots`).
enum Screenshots {
    /// The repository's root, from this file's place in it.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 { url.deleteLastPathComponent() }
        return url
    }()

    static let journeys = root.appendingPathComponent(".build/browser-screenshots")

    /// Removes the pictures an earlier run of `journey` left, so the folder shows one run.
    static func clear(journey: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: journeys.path)) ?? []
        for name in names where name.hasPrefix(journey + "-") {
            try FileManager.default.removeItem(at: journeys.appendingPathComponent(name))
        }
    }

    /// Writes `png` as `name` among the journeys' pictures, making their folder if needed.
    static func write(_ png: Data, named name: String) throws {
        try FileManager.default.createDirectory(at: journeys, withIntermediateDirectories: true)
        try png.write(to: journeys.appendingPathComponent(name), options: .atomic)
    }
}
