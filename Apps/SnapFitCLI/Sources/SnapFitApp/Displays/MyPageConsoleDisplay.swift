import SnapFitPresentation

/// Renders my page for the terminal; a maker's tools are shown with the commands that open them.
@MainActor
final class MyPageConsoleDisplay: FlowConsoleDisplay<MyPageScene.Withdraw.Step>, MyPageDisplayLogic {
    func displayMyPage(viewModel: MyPageScene.Load.ViewModel) {
        var lines = ProfileLines.render(viewModel.profile, style: style, language: language)
        lines.append("  \(viewModel.likesLabel) · \(viewModel.reservationsLabel)")
        if !viewModel.makerTools.isEmpty {
            lines.append(style.bold(Labels.makerTools(language)))
            lines += viewModel.makerTools.map {
                "  \($0.title): " + style.cyan(destinations.command(for: $0.action) ?? "")
            }
        }
        show(viewModel, lines: lines)
    }

    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) {
        show(viewModel, lines: [viewModel.message])
    }

    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) {
        show(viewModel, lines: [viewModel.message])
    }
}
