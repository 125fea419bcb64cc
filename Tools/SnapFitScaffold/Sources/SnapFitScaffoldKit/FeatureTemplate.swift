/// The files of a whole feature, one vertical slice that compiles and whose tests pass at once: a list of `<Name>`
/// read from the server, through every layer. Each layer's part is in its own file (`FeatureTemplate+Domain.swift`
/// and so on); the slice is wired into the running app by the next steps it prints.
public struct FeatureTemplate: Sendable {
    let name: ScaffoldName

    public init(name: ScaffoldName) {
        self.name = name
    }

    /// The files, by path from the repository root, and how to wire the feature into the app.
    public var scaffold: Scaffold {
        Scaffold(
            files: domainFiles.merging(dataFiles) { first, _ in first }.merging(presentationFiles) { first, _ in first }
                .merging(appFiles) { first, _ in first }.merging(backendFiles) { first, _ in first },
            nextSteps: nextSteps)
    }

    /// `GET /snapfit/<kebab>/list`, the same path in the client's endpoint and the backend's handler.
    var path: String { "/snapfit/\(name.kebab)/list" }

    private var nextSteps: [String] {
        let n = name.upper
        return [
            "Match \(n), \(n)DTO and \(path) to the SnapFit API contract, and give "
                + "Fetch\(n)List the feature's real rules, test first.",
            "Backend: add a `\(name.lower)List` case for GET \(path) to Tools/SnapFitBackend/Sources/SnapFitBackend/"
                + "Routing/Route.swift, and `case .\(name.lower)List: \(name.lower)List(caller: caller)` to "
                + "dispatchProtected in Routing/Backend+Dispatch.swift.",
            "Composition: in Apps/SnapFitCLI/Sources/SnapFitApp/DI/Repositories.swift, make "
                + "`\(n)UseCases(repository: Remote\(n)Repository(provider: provider))` and hand it out from AppDI.",
            "Command: list `\(n)ListCommand(useCases: …)` with the app's commands, and its line in README.md's "
                + "command table; then `swift test`.",
        ]
    }
}
