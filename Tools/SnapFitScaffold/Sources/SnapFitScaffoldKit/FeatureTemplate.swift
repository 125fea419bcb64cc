/// The files of a whole feature, one vertical slice that reads and writes, compiles, and whose tests pass at once:
/// a signed-in user's list of `<Name>` and a form that adds one (a title of 1–40 characters), through every layer,
/// the backend, the `<kebab-name>` commands and the web pages. Every file goes where a hand-written one of its kind
/// goes. Each layer's part is in its own file (`FeatureTemplate+Domain.swift` and so on);
/// `FeatureTemplate+Wiring.swift` wires it into the app.
public struct FeatureTemplate: Sendable {
    let name: ScaffoldName

    public init(name: ScaffoldName) {
        self.name = name
    }

    /// The files, by path from the repository root, the edits that wire them in, and what to do next.
    public var scaffold: Scaffold {
        let parts = [domainFiles, dataFiles, backendFiles, presentationFiles, cliFiles, webFiles, integrationFiles]
        return Scaffold(
            files: parts.reduce(into: [:]) { files, part in files.merge(part) { first, _ in first } }, edits: edits,
            nextSteps: nextSteps)
    }

    /// `GiftCard`: the entity, and the types about one.
    var one: String { name.singular.upper }
    /// `giftCard`.
    var oneLower: String { name.singular.lower }
    /// `GiftCards`: the list, and the types about all of them.
    var many: String { name.plural.upper }
    /// `giftCards`: the backend's table.
    var manyLower: String { name.plural.lower }
    /// `gift-cards`: the command, the web address and the API path's last part.
    var kebab: String { name.plural.kebab }
    /// `gift card`: the words users read, until the feature has its own.
    var words: String { name.singular.kebab.replacingOccurrences(of: "-", with: " ") }
    /// `gift cards`.
    var manyWords: String { name.plural.kebab.replacingOccurrences(of: "-", with: " ") }
    /// `Gift card`: the words at the start of a sentence.
    var wordsTitle: String { words.prefix(1).uppercased() + words.dropFirst() }
    /// `GET` (the list) and `POST` (a new one) of `/snapfit/<kebab>`, the same in the client and the backend.
    var path: String { "/snapfit/\(kebab)" }

    private var nextSteps: [String] {
        [
            "Try it: `swift run snapfit login kakao dev-customer`, `swift run snapfit \(kebab) add --title \"…\"`, "
                + "then `swift run snapfit \(kebab)`; on the web, `swift run snapfit-web` and /\(kebab).",
            "Match \(one), \(one)DTO and \(path) to the SnapFit API contract; give \(one)Rules and \(one)Field "
                + "the feature's real fields and rules, test first.",
            "Say what the feature is called in Korean and English in \(one)ListPresenter and \(one)FormPresenter, "
                + "and what `\(kebab)` shows in the command table of docs/SnapFit.docc/Commands.md "
                + "and in CLIWords.summaries.",
            "Give the feature's public types a topic in the Domain, Data and Presentation catalogs "
                + "(Packages/<P>/Sources/<P>/<P>.docc): `Tools/Scripts/docs` names each one left out.",
            "To take the feature back (its files, and its wiring out of the files above):"
                + " `swift package --allow-writing-to-package-directory remove-feature \(name.upper)`.",
        ]
    }
}
