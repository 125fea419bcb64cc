import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// What every console display shares: it keeps the last outcome a scene displayed for the command that asked.
/// Each scene's display subclasses it and renders that scene's view models.
@MainActor
class ConsoleDisplay {
    let style: TextStyle
    let language: Language
    /// What to type to reach a destination the scene offers.
    let destinations: Destinations
    /// The last thing the scene displayed, or `nil` before it displayed anything.
    private(set) var result: CommandResult?

    init(style: TextStyle, language: Language, destinations: Destinations) {
        self.style = style
        self.language = language
        self.destinations = destinations
    }

    /// A display in the style and language of the command running.
    convenience init(_ context: CommandContext) {
        self.init(style: context.style, language: context.language, destinations: context.destinations)
    }

    /// Keeps a view model (the `data` of `--json`) with its text rendering.
    func show(_ data: any Encodable & Sendable, lines: [String]) {
        result = .success(CommandOutput(data: data, lines: lines))
    }

    /// Forgets the last outcome, for a display that serves several commands.
    func reset() {
        result = nil
    }

    /// The screen's one line about prices (the rates' date, or won for want of rates); none in won as asked.
    func pricesNote(_ notice: String?) -> [String] {
        notice.map { [style.dim($0)] } ?? []
    }

    /// Products as the settings lay them out: rows, or a grid of cards as wide as the terminal allows.
    func products(
        _ cards: [ProductCardViewModel], numbers: [Int]?, highlighted: Int?, layout: ListLayout
    ) -> [String] {
        switch layout {
        case .list: ProductRows.render(cards, numbers: numbers, highlighted: highlighted, style: style)
        case .grid:
            ProductCards.render(
                cards, numbers: numbers, highlighted: highlighted, columns: TerminalSize.columns(), style: style)
        }
    }

    func displayError(viewModel: ErrorViewModel) {
        result = .failure(CommandFailure(error: viewModel))
    }

    /// What the command reports: the last outcome, or a wiring fault when the scene displayed nothing.
    func outcome() -> CommandResult {
        result ?? .sceneDisplayedNothing(language: language)
    }
}
