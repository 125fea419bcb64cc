import SnapFitTerminal

/// What Tab offers for the word before the cursor: a command, a group's subcommand, one of the command's own options
/// (the global ones only when none of its own match), or a vibe or location name after the option that takes it (the last item of a comma-separated list), in the
/// shell's language.
struct Completer: LineCompleting {
    let commands: CommandTable
    let catalog: CatalogNames

    /// The completion of the word before the cursor in `head` (the line up to the cursor).
    func completion(for head: String) -> LineCompletion {
        let words = head.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let inWord = !(head.last?.isWhitespace ?? true)
        let word = inWord ? words.last ?? "" : ""
        let before = inWord ? Array(words.dropLast()) : words
        let isListItem = ["--vibe", "--vibes", "--locations"].contains(before.last ?? "")
        return LineCompletion(word: word, candidates: matches(for: word, after: before), endsWord: !isListItem)
    }

    private func matches(for word: String, after before: [String]) -> [String] {
        let names = commands.names
        guard let first = before.first?.lowercased() else {
            return Self.starting(with: word, in: names.map { String($0.prefix { $0 != " " }) })
        }
        let subcommands = names.filter { $0.hasPrefix(first + " ") }.map { String($0.dropFirst(first.count + 1)) }
        if before.count == 1, !subcommands.isEmpty { return Self.starting(with: word, in: subcommands) }
        if word.hasPrefix("-") {
            let options = commands.lookup(before).map { $0.command.arguments.flags.map { "--" + $0.name } } ?? []
            let own = Self.starting(with: word, in: options)
            return own.isEmpty ? Self.starting(with: word, in: Self.globalOptions) : own
        }
        let items = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let given = items.dropLast().joined(separator: ",")
        let prefix = given.isEmpty ? "" : given + ","
        switch before.last {
        case "--vibe", "--vibes": return catalog.vibes(startingWith: items.last ?? "").map { prefix + $0 }
        case "--locations": return catalog.locations(startingWith: items.last ?? "").map { prefix + $0 }
        default: return []
        }
    }

    /// The options every command takes after its name: the global ones that may follow it, and `--help`.
    private static let globalOptions =
        GlobalOption.allCases.filter(\.mayFollowTheCommand).map { "--" + $0.rawValue } + ["--help"]

    /// The distinct `names` that start with `prefix` (ignoring case), in order.
    private static func starting(with prefix: String, in names: [String]) -> [String] {
        CatalogNames.starting(with: prefix, in: names)
    }
}
