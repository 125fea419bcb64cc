import SnapFitPresentation

/// A yes-or-no question in the shell.
package enum YesNo {
    /// Asks until the answer is yes or no (an empty answer is no); `nil` when the user types `cancel`, presses Ctrl-C
    /// or Ctrl-D, or the input ends.
    @MainActor
    package static func ask(_ question: String, prompter: any Prompter, language: Language) -> Bool? {
        while let answer = prompter.answer("\(question) (y/N) ") {
            let word = answer.lowercased()
            if CLIWords.yesWords.contains(word) { return true }
            if CLIWords.noWords.contains(word) { return false }
            prompter.say(CLIWords.answerYesOrNo.text(in: language))
        }
        return nil
    }
}
