import Synchronization

/// The catalog's vibe and location names that Tab offers, filled in the background once they can be had and read
/// while a line is edited.
public final class CatalogNames: Sendable {
    private let names = Mutex<(vibes: [String], locations: [String])>(([], []))

    public init() {}

    var vibes: [String] { names.withLock { $0.vibes } }
    var locations: [String] { names.withLock { $0.locations } }

    func fill(vibes: [String], locations: [String]) {
        names.withLock { $0 = (vibes, locations) }
    }
}
