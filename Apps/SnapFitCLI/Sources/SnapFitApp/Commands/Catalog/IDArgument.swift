/// Reads a positive id such as a product's.
enum IDArgument {
    static func parse(_ word: String?, name: String) throws(UsageError) -> Int {
        guard let word, let id = Int(word), id > 0 else {
            let shown = word ?? ""
            throw UsageError(CLIWords.notAPositiveNumber(name, shown))
        }
        return id
    }
}
