extension FeatureTemplate {
    /// The one line that installs the feature: `Package.swift` lists it, and the generated feature lists of the
    /// terminal app, the web app and the backend follow (decision 0024).
    var edits: [ScaffoldEdit] {
        [
            ScaffoldEdit(
                "Package.swift", after: "var features: [Feature] = []\n",
                insert: "features.append(Feature(\"\(many)\"))\n", clash: "Feature(\"\(many)\")")
        ]
    }
}
