/// One small change to one line of source: the mutant a test suite should notice.
public struct Mutation: Sendable, Equatable {
    /// The file, relative to the package, and its line (from 1).
    public let file: String
    public let line: Int
    /// The line as it is, and as the mutant has it.
    public let original: String
    public let mutated: String
    /// What changed, for people: "`<` → `<=`".
    public let change: String

    public init(file: String, line: Int, original: String, mutated: String, change: String) {
        self.file = file
        self.line = line
        self.original = original
        self.mutated = mutated
        self.change = change
    }
}
