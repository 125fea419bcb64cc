import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders my page for the terminal; a maker's tools are shown with the commands that open them.
struct MyPageConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: MyPageScene.Load.ViewModel) -> [String] {
        var lines = ProfileLines.render(viewModel.profile, style: style, language: language)
        lines.append("  \(viewModel.likesLabel) · \(viewModel.reservationsLabel)")
        if !viewModel.makerTools.isEmpty {
            lines.append(style.bold(Labels.makerTools(language)))
            lines += viewModel.makerTools.map {
                "  \($0.title): " + style.cyan(destinations.command(for: $0.action) ?? "")
            }
        }
        return lines
    }

    func lines(_ viewModel: MyPageScene.Logout.ViewModel) -> [String] {
        [viewModel.message]
    }

    func lines(_ viewModel: MyPageScene.Withdraw.ViewModel) -> [String] {
        [viewModel.message]
    }
}
