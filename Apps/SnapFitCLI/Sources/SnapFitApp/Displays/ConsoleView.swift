import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// What renders a scene's view models for the terminal: pure functions from a view model to styled lines, in the
/// style, language and destinations of the command running. A view holds nothing: what a scene showed is kept, in
/// order, by Presentation's `SceneRecording`, and the command makes its result of it.
@MainActor
package protocol ConsoleView {
    var console: Console { get }
}

/// The style, language and destinations a command renders with.
package struct Console: Sendable {
    package let style: TextStyle
    package let language: Language
    package let destinations: Destinations
}

extension CommandContext {
    /// How this command renders.
    package var console: Console { Console(style: style, language: language, destinations: destinations) }
}

extension ConsoleView {
    package var style: TextStyle { console.style }
    package var language: Language { console.language }
    package var destinations: Destinations { console.destinations }

    /// The screen's one line about prices (the rates' date, or won for want of rates); none in won as asked.
    package func pricesNote(_ notice: String?) -> [String] {
        notice.map { [style.dim($0)] } ?? []
    }

    /// Products as the settings lay them out: rows, or a grid of cards as wide as the terminal allows.
    package func products(
        _ cards: [ProductCardViewModel], numbers: [Int]?, highlighted: Int?, layout: ListLayout
    ) -> [String] {
        switch layout {
        case .list: ProductRows.render(cards, numbers: numbers, highlighted: highlighted, style: style)
        case .grid:
            ProductCards.render(
                cards, numbers: numbers, highlighted: highlighted, columns: TerminalSize.columns(), style: style)
        }
    }
}
