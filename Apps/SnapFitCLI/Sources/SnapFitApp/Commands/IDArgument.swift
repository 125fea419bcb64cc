import SnapFitTerminal

/// Reads a positive id such as a product's.
package enum IDArgument {
    package static func parse(_ word: String?, name: String) throws(UsageError) -> Int {
        guard let word, let id = Int(word), id > 0 else {
            let shown = word ?? ""
            throw UsageError(CLIWords.notAPositiveNumber(name, shown))
        }
        return id
    }
}

extension ParsedArguments {
    /// The positional called `name` as a positive id; throws a usage error naming it otherwise.
    package func id(_ name: String) throws(UsageError) -> Int {
        try IDArgument.parse(positional(name), name: name)
    }
}
