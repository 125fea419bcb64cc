import SnapFitDomain

/// What a new product's vibes and locations are chosen from: the catalog's, as the server spells them.
public struct ProductCatalog: Sendable, Equatable {
    public let vibes: [Vibe]
    public let locations: [Location]

    public init(vibes: [Vibe], locations: [Location]) {
        self.vibes = vibes
        self.locations = locations
    }
}
