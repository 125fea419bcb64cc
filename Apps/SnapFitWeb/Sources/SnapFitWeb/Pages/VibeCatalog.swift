import SnapFitPresentation

/// The catalog's vibes and locations, read through the reference-data scene, for chips and checkboxes.
@MainActor
enum VibeCatalog {
    /// The vibes; `nil` when they cannot be read.
    static func items(_ request: WebRequest) async -> [ReferenceDataScene.Item]? {
        let display = ReferenceDataCapture()
        await request.session.services.makeReferenceDataScene(display: display).loadVibes(request: .init())
        return display.vibes?.vibes
    }

    /// The locations; `nil` when they cannot be read.
    static func locations(_ request: WebRequest) async -> [ReferenceDataScene.Item]? {
        let display = ReferenceDataCapture()
        await request.session.services.makeReferenceDataScene(display: display).loadLocations(request: .init())
        return display.locations?.locations
    }

    /// The vibes as checkboxes named `vibes`, the catalog's names as values.
    static func checkboxes(
        _ request: WebRequest, legend: String, checked: [String], refusal: String?
    ) async -> HTML? {
        guard let vibes = await items(request) else { return nil }
        return Checkboxes(
            name: "vibes", legend: legend, choices: vibes.map { ($0.name, $0.label) }, checked: Set(checked),
            refusal: refusal
        ).html
    }
}
