/// A command line that cannot be read as written, for the program to word in its users' language.
public enum CommandLineError: Error, Equatable, Sendable {
    /// A quote (`'` or `"`) that the line never closes.
    case unterminatedQuote(String)
    /// A `\` with nothing after it.
    case trailingBackslash
    /// An option nobody declared: the word as typed, and the name it gives (`--foo=1` → `foo`).
    case unknownOption(word: String, name: String)
    case takesNoValue(String)
    case needsValue(String, placeholder: String)
    case onlyOnce(String)
    case unexpectedArgument(String)
    /// A positional left out, by its name.
    case missingArgument(String)
    /// A required flag left out, in the form that gives it (`--email ADDR`).
    case missingOption(String)
}
