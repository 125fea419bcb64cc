import SnapFitPresentation

/// A yes-or-no question in the shell.
enum YesNo {
    private static let yes: Set = ["y", "yes", "예", "네", "응", "ㅇ"]
    private static let no: Set = ["n", "no", "아니오", "아니요", "아니", "ㄴ", ""]

    /// Asks until the answer is yes or no (an empty answer is no); `nil` when the input ends.
    @MainActor
    static func ask(_ question: String, prompter: any Prompter, language: Language) -> Bool? {
        while let answer = prompter.ask("\(question) (y/N) ") {
            let word = answer.lowercased()
            if yes.contains(word) { return true }
            if no.contains(word) { return false }
            prompter.say(language.pick("y 또는 n으로 답해 주세요.", "Please answer y or n."))
        }
        return nil
    }
}
