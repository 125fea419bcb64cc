import SnapFitTerminal

extension UsageError {
    /// A command line that cannot be read, in the user's words. An unknown option is named as one of `command`'s,
    /// with the closest of `known` (option names) it may have meant; without a command, as a global option.
    init(_ error: CommandLineError, command: String? = nil, known: [String] = []) {
        switch error {
        case .unterminatedQuote(let quote): self.init(CLIWords.unterminatedQuote(quote))
        case .trailingBackslash: self.init(CLIWords.trailingBackslash)
        case .unknownOption(let word, let name):
            guard let command else {
                self.init(CLIWords.unknownOption(word))
                return
            }
            let meant = Suggestion.closest(to: name, in: known).map { CLIWords.didYouMean("--" + $0) }
            self.init(CLIWords.noSuchOption(name, command: command), hint: meant)
        case .takesNoValue(let name): self.init(CLIWords.takesNoValue(name))
        case .needsValue(let name, let placeholder): self.init(CLIWords.needsValue(name, placeholder: placeholder))
        case .onlyOnce(let name): self.init(CLIWords.onlyOnce(name))
        case .unexpectedArgument(let word): self.init(CLIWords.unexpectedArgument(word))
        case .missingArgument(let name): self.init(CLIWords.missingArgument(name))
        case .missingOption(let form): self.init(CLIWords.missingOption(form))
        }
    }
}
