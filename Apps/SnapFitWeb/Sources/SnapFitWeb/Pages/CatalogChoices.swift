import SnapFitPresentation

/// The catalog's vibes and locations, read through the reference-data scene, for chips and checkboxes.
package enum CatalogChoices {
    /// The vibes; `nil` when they cannot be read. A session reads them once in its language: the catalog changes
    /// with the server's releases, not between requests.
    package static nonisolated(nonsending) func items(_ request: WebRequest) async -> [ReferenceDataScene.Item]? {
        let session = request.session
        let language = session.language
        if let kept = session.catalogVibes, kept.language == language { return kept.items }
        let display = SceneRecording<ReferenceDataScene.Outcome>()
        await session.services.makeReferenceDataScene(display: display).loadVibes(request: .init())
        let vibes = display.outcomes.compactMap(\.items).last
        if let vibes { session.catalogVibes = (language, vibes) }
        return vibes
    }

    /// The locations; `nil` when they cannot be read.
    package static nonisolated(nonsending) func locations(_ request: WebRequest) async -> [ReferenceDataScene.Item]? {
        let display = SceneRecording<ReferenceDataScene.Outcome>()
        await request.session.services.makeReferenceDataScene(display: display).loadLocations(request: .init())
        return display.outcomes.compactMap(\.items).last
    }

    /// The vibes as checkboxes named `vibes`, the catalog's names as values.
    package static nonisolated(nonsending) func checkboxes(
        _ request: WebRequest, legend: String, checked: [String], refusal: String?
    ) async -> HTML? {
        await items(request).map { boxes("vibes", legend, $0, checked: checked, refusal: refusal) }
    }

    /// The locations as checkboxes named `locations`, the catalog's names as values.
    package static nonisolated(nonsending) func locationCheckboxes(
        _ request: WebRequest, legend: String, checked: [String], refusal: String?
    ) async -> HTML? {
        await locations(request).map { boxes("locations", legend, $0, checked: checked, refusal: refusal) }
    }

    private static func boxes(
        _ name: String, _ legend: String, _ items: [ReferenceDataScene.Item], checked: [String], refusal: String?
    ) -> HTML {
        Checkboxes(
            name: name, legend: legend, choices: items.map { ($0.name, $0.label) }, checked: Set(checked),
            refusal: refusal
        ).html
    }
}
