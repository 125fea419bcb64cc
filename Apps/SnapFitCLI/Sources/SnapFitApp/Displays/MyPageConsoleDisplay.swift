import SnapFitPresentation

/// Renders my page for the terminal; a maker's tools are shown with the commands that open them.
@MainActor
final class MyPageConsoleDisplay: ConsoleDisplay, MyPageDisplayLogic {
    private let language: Language

    init(style: TextStyle, language: Language) {
        self.language = language
        super.init(style: style)
    }

    func displayMyPage(viewModel: MyPageScene.Load.ViewModel) {
        var lines = ProfileLines.render(viewModel.profile, style: style, language: language)
        lines.append("  \(viewModel.likesLabel) · \(viewModel.reservationsLabel)")
        if !viewModel.makerTools.isEmpty {
            lines.append(style.bold(language.pick("작가 메뉴", "Maker tools")))
            lines += viewModel.makerTools.map { "  \($0.title): " + style.cyan("maker \($0.key)") }
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
