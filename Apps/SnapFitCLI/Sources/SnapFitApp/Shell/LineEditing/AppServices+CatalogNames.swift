import SnapFitAppCore

extension AppServices {
    /// Fills `names` with the catalog's vibes and locations, for the shell's Tab; nothing when they cannot be had.
    func fill(_ names: CatalogNames) async {
        let vibes = (try? await useCases.makeFetchVibes()()) ?? []
        let locations = (try? await useCases.makeFetchLocations()()) ?? []
        names.fill(vibes: vibes.map(\.name), locations: locations.map(\.name))
        names.speak(language)
    }
}
