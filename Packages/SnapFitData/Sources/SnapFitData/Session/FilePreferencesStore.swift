import Foundation
import SnapFitDomain

/// Keeps the display settings in `settings.json` under the home folder, replaced atomically. A file that is
/// missing, too big or unreadable means "nothing set"; one that cannot be written is reported by `save`.
public struct FilePreferencesStore: PreferencesStore {
    /// A larger file is not read: the settings take well under a hundred bytes.
    static let maxFileBytes = 4096

    private let fileURL: URL

    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("settings.json")
    }

    public func load() -> Preferences {
        guard let data = SmallFile.contents(of: fileURL, maxBytes: Self.maxFileBytes) else { return Preferences() }
        return (try? JSONDecoder().decode(Preferences.self, from: data)) ?? Preferences()
    }

    public func save(_ preferences: Preferences) -> Bool {
        guard let data = try? JSONEncoder().encode(preferences) else { return false }
        return (try? AtomicFile.write(data, to: fileURL)) != nil
    }
}
