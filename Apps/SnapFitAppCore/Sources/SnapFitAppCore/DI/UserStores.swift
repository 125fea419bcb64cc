import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// Where one user's sign-in, place in a list, settings and device live: files in a home folder for the CLI's one
/// user, memory for each web session.
struct UserStores: Sendable {
    let credentials: any CredentialStore
    let bookmarks: any ListBookmarkStore
    /// The settings in force: the stored ones under this run's `--lang`, `--currency` and `--layout`.
    let preferences: any PreferencesStore
    let device: any DeviceRegistering

    /// The files kept in `folder`; a problem with them is handed to `warn`.
    static func files(
        in folder: URL, preferences: Preferences, warn: @escaping @Sendable (HomeWarning) -> Void
    ) -> UserStores {
        UserStores(
            credentials: FileSessionStore(directory: folder, warn: warn),
            bookmarks: FileListBookmarkStore(directory: folder),
            preferences: OverriddenPreferences(saved: FilePreferencesStore(directory: folder), overrides: preferences),
            device: InstallationDevice(directory: folder, warn: warn))
    }

    /// Kept in memory only, starting with `preferences` and signed in with `credentials` (signed out without); the
    /// device is a new random one.
    static func memory(preferences: Preferences, credentials: Credentials? = nil) -> UserStores {
        UserStores(
            credentials: InMemoryCredentialStore(credentials), bookmarks: InMemoryListBookmarkStore(),
            preferences: OverriddenPreferences(saved: InMemoryPreferencesStore(), overrides: preferences),
            device: DeviceRegistration(type: InstallationDevice.deviceType, token: UUID().uuidString.lowercased()))
    }
}
