import Foundation

/// REAL: this installation as a push device. Its id is a random UUID made on first use and kept in `device-id`
/// under the home folder, so every sign-up from this installation names the same device and no two installations
/// share one. The type is `apple`: the server knows only `apple` and `android`, and this client stands in for the
/// iOS app.
public actor InstallationDevice: DeviceRegistering {
    /// The device type sent with every sign-up.
    public static let deviceType = "apple"

    private let fileURL: URL
    private let warn: @Sendable (HomeWarning) -> Void
    private var identifier: String?

    /// - Parameters:
    ///   - directory: the folder where the `device-id` file is kept.
    ///   - warn: told when a new id cannot be saved; the process then uses it without keeping it.
    public init(directory: URL, warn: @escaping @Sendable (HomeWarning) -> Void) {
        fileURL = directory.appendingPathComponent("device-id")
        self.warn = warn
    }

    public func registration() -> DeviceRegistration {
        DeviceRegistration(type: Self.deviceType, token: identifierCreatingIfNeeded())
    }

    private func identifierCreatingIfNeeded() -> String {
        if let identifier { return identifier }
        let identifier = storedIdentifier() ?? newIdentifier()
        self.identifier = identifier
        return identifier
    }

    /// The saved id, when the file holds one UUID.
    private func storedIdentifier() -> String? {
        guard let data = FileManager.default.contents(atPath: fileURL.path),
            let text = String(data: data, encoding: .utf8),
            let uuid = UUID(uuidString: text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return uuid.uuidString.lowercased()
    }

    private func newIdentifier() -> String {
        let identifier = UUID().uuidString.lowercased()
        do {
            try AtomicFile.write(Data((identifier + "\n").utf8), to: fileURL)
        } catch {
            warn(.deviceIDNotSaved(directory: fileURL.deletingLastPathComponent().path))
        }
        return identifier
    }
}
