import SnapFitPresentation

/// Renders the profile editor for the terminal.
@MainActor
final class ProfileEditConsoleDisplay: ConsoleDisplay, ProfileEditDisplayLogic {

    func displayProfile(viewModel: ProfileEditScene.Load.ViewModel) {
        show(
            viewModel,
            lines: ProfileLines.render(viewModel.profile, style: style, language: language) + [viewModel.message])
    }

    func displaySaved(viewModel: ProfileEditScene.Save.ViewModel) {
        show(
            viewModel,
            lines: [style.green(viewModel.message)]
                + ProfileLines.render(viewModel.profile, style: style, language: language))
    }
}
