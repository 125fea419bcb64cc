/// The files of a whole feature, one vertical slice that compiles and whose tests pass at once: a list of `<Name>`
/// read from the server, through every layer, and run by the `<kebab-name>` command. Each layer's part is in its
/// own file (`FeatureTemplate+Domain.swift` and so on); `FeatureTemplate+Wiring.swift` wires it into the app.
public struct FeatureTemplate: Sendable {
    let name: ScaffoldName

    public init(name: ScaffoldName) {
        self.name = name
    }

    /// The files, by path from the repository root, the edits that wire them in, and what to do next.
    public var scaffold: Scaffold {
        Scaffold(
            files: domainFiles.merging(dataFiles) { first, _ in first }.merging(presentationFiles) { first, _ in first }
                .merging(appFiles) { first, _ in first }.merging(backendFiles) { first, _ in first },
            edits: edits, nextSteps: nextSteps)
    }

    /// `GET /snapfit/<kebab>/list`, the same path in the client's endpoint and the backend's handler.
    var path: String { "/snapfit/\(name.kebab)/list" }

    private var nextSteps: [String] {
        let n = name.upper
        return [
            "Try it: `swift run snapfit login kakao dev-customer`, then `swift run snapfit \(name.kebab)`.",
            "Match \(n), \(n)DTO and \(path) to the SnapFit API contract, and give Fetch\(n)List the feature's "
                + "real rules, test first.",
            "Give the backend \(n) state: its handler, in Endpoints/Backend+\(n).swift, answers an empty list.",
            "Say what `\(name.kebab)` shows in README.md's command table and in CLIWords.summaries; then `swift test`.",
        ]
    }
}
