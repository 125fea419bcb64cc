import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the profile editor for the terminal.
struct ProfileEditConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: ProfileEditScene.Load.ViewModel) -> [String] {
        ProfileLines.render(viewModel.profile, style: style, language: language) + [viewModel.message]
    }

    func lines(_ viewModel: ProfileEditScene.Save.ViewModel) -> [String] {
        [style.green(viewModel.message)] + ProfileLines.render(viewModel.profile, style: style, language: language)
    }
}
