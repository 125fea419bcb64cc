/// Reads a positive id such as a product's.
enum IDArgument {
    static func parse(_ word: String?, name: String) throws(UsageError) -> Int {
        guard let word, let id = Int(word), id > 0 else {
            let shown = word ?? ""
            throw UsageError(
                LocalizedText(
                    "<\(name)>는 양의 정수여야 합니다: '\(shown)'", "<\(name)> must be a positive whole number, not '\(shown)'."))
        }
        return id
    }
}
