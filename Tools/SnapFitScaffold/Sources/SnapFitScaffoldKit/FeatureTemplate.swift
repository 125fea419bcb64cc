/// The files of a whole feature package (decision 0024), one vertical slice that reads and writes, compiles, and
/// whose tests pass at once: a signed-in user's list of `<Name>` and a form that adds one, through every layer,
/// the backend, the `<kebab-name>` commands and the web pages, all under `Packages/Features/<Name>/`. Each part is in
/// its own file (`FeatureTemplate+Domain.swift` and so on); `FeatureTemplate+Wiring.swift` adds the one line of
/// `Package.swift` that installs it.
public struct FeatureTemplate: Sendable {
    let name: ScaffoldName
    /// The fields a new one is asked for, in order: `title` unless given.
    let fields: [FeatureField]

    public init(name: ScaffoldName, fields: [FeatureField] = []) {
        self.name = name
        self.fields = fields.isEmpty ? [.title] : fields
    }

    /// The files, by path from the repository root, the edit that installs them, and what to do next.
    public var scaffold: Scaffold {
        let parts = [
            packageFiles, domainFiles, dataFiles, backendFiles, presentationFiles, formSceneFiles, cliFiles, webFiles,
        ]
        return Scaffold(
            files: parts.reduce(into: [:]) { files, part in files.merge(part) { first, _ in first } }, edits: edits,
            nextSteps: nextSteps)
    }

    /// `GiftCard`: the entity, and the types about one.
    var one: String { name.singular.upper }
    /// `giftCard`.
    var oneLower: String { name.singular.lower }
    /// `GiftCards`: the package, its targets, the list, and the types about all of them.
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
    /// `Gift cards`.
    var manyWordsTitle: String { manyWords.prefix(1).uppercased() + manyWords.dropFirst() }
    /// `GET` (the list) and `POST` (a new one) of `/snapfit/<kebab>`, the same in the client and the backend.
    var path: String { "/snapfit/\(kebab)" }
    /// `Packages/Features/GiftCards/`.
    var folder: String { "Packages/Features/\(many)/" }

    /// Where a target's sources go: `Packages/Features/GiftCards/Sources/GiftCardsDomain/`.
    func sources(_ layer: String) -> String { folder + "Sources/\(many)\(layer)/" }
    /// Where a target's tests go: `Packages/Features/GiftCards/Tests/GiftCardsDomainTests/`.
    func tests(_ layer: String) -> String { folder + "Tests/\(many)\(layer)Tests/" }

    /// `add --title "생일 선물" --amount 5000`: the add command's flags with good answers.
    var sampleFlags: String {
        fields.map { field in
            "--\(field.flag) "
                + (field.sample.answer.contains(" ") ? "\"\(field.sample.answer)\"" : field.sample.answer)
        }.joined(separator: " ")
    }

    /// `title: "생일 선물", amount: 5000`: a draft's or a row's arguments with good values.
    var sampleArguments: String { fields.map { "\($0.name): \($0.sample.literal)" }.joined(separator: ", ") }

    /// `생일 선물 · 5,000`: a new one's fields as a list shows them in English.
    var sampleShown: String { fields.map(\.sample.shown).joined(separator: " · ") }

    private var nextSteps: [String] {
        [
            "Build and try it: `swift run snapfit login kakao dev-customer`, "
                + "`swift run snapfit \(kebab) add \(sampleFlags)`, then `swift run snapfit \(kebab)`; on the web, "
                + "`swift run snapfit-web` and /\(kebab).",
            "Its tests alone: `swift test --package-path \(folder.dropLast())` (Domain, Data, Presentation); from the "
                + "root, `swift test --filter \(many)` adds the commands, pages and backend.",
            "Match \(one), \(one)DTO and \(path) to the SnapFit API contract; give \(one)Rules the feature's real "
                + "rules, test first; word the fields in Korean in \(one)FormPresenter. \(folder)README.md says how "
                + "to add a field by hand.",
            "To take the feature back: "
                + "`swift package --allow-writing-to-package-directory remove-feature \(name.upper)`.",
        ]
    }
}
