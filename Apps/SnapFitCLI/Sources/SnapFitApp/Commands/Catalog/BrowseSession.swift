import SnapFitPresentation
import SnapFitTerminal

/// The product list the user last asked for, kept from one command to the next so `more`, `next` and `prev`
/// continue it. One per application run.
@MainActor
public final class BrowseSession {
    private let display: ProductListConsoleDisplay
    private let list: any ProductListBusinessLogic

    init(services: any AppServices, style: TextStyle, language: Language) {
        display = ProductListConsoleDisplay(style: style, language: language)
        list = services.makeProductListScene(display: display)
    }

    /// Runs one request on the list scene and returns what it displayed and the product it chose, if any.
    func run(
        _ request: (any ProductListBusinessLogic) async -> Void
    ) async -> (result: CommandResult, selection: ProductListScene.Select.Selection?) {
        display.reset()
        await request(list)
        return (display.outcome(), display.selection)
    }
}
