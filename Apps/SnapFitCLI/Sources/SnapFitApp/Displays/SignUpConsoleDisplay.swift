import SnapFitPresentation

/// Renders the sign-up flow for the terminal. Each step's outcome waits in `notes` and the question on screen in
/// `question`, for the walk-through to take; the account or the error that ends the flow is the command's result.
@MainActor
final class SignUpConsoleDisplay: ConsoleDisplay, SignUpDisplayLogic {
    private var notes: [String] = []
    private var question: SignUpScene.Question.ViewModel?

    /// The lines shown since the last call.
    func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }

    /// The question the flow asks now, if it asks one.
    func takeQuestion() -> SignUpScene.Question.ViewModel? {
        defer { question = nil }
        return question
    }

    func displayQuestion(viewModel: SignUpScene.Question.ViewModel) {
        if let refusal = viewModel.refusal { notes.append(style.red(refusal.message)) }
        question = viewModel
    }

    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) {
        notes += [style.bold(viewModel.title)] + viewModel.terms.map { "  - \($0.title)" }
    }

    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) {
        notes.append(viewModel.message)
    }

    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {
        notes.append(viewModel.message)
    }

    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) {
        notes += [viewModel.message] + ItemTable.rows(viewModel.vibes, style: style)
    }

    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) {
        notes.append(viewModel.message)
    }

    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) {
        show(viewModel, lines: [style.green(viewModel.message)])
    }
}
