import Foundation
import SnapFitBackend
import SnapFitPresentation

/// DEV's server side: the backend in this process, keeping its state in `<home>/dev/state.json`, which every DEV
/// process with the same home shares (each request locks the file and sees every change made before it). When that
/// folder cannot be written, DEV says so once and keeps its state in memory for this run.
struct DevServer: Sendable {
    /// Where DEV's requests are addressed. A `.invalid` name never resolves, so nothing can leave the process.
    static let origin = URL(string: "http://dev.snapfit.invalid")!

    /// DEV's own files (state, session, device id, browsing), apart from REAL's.
    let folder: URL
    /// Whether DEV's files are kept in `folder`; false when the home cannot be written.
    let isPersistent: Bool
    let backend: Backend
    let session: InProcessSession

    init(home: URL, language: Language, warn: @Sendable (String) -> Void) {
        folder = home.appendingPathComponent("dev", isDirectory: true)
        isPersistent = Self.prepare(folder)
        if !isPersistent { warn(HomeText.devHomeNotWritable(folder.path, language: language)) }
        backend = Backend(
            configuration: .init(
                accessTTL: 1000, refreshTTL: 30 * 24 * 3600,
                dataFile: isPersistent ? folder.appendingPathComponent("state.json").path : nil, sharing: .shared,
                now: { Date() }, publicOrigin: Self.origin.absoluteString))
        session = InProcessSession(
            backend: backend, origin: Self.origin, explain: { DevText.stateFileProblem($0, language: language) })
    }

    /// Makes the folder (mode 0700) and checks that files can be created in it.
    private static func prepare(_ folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".write-check-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data().write(to: probe)
            try FileManager.default.removeItem(at: probe)
            return true
        } catch {
            return false
        }
    }
}
