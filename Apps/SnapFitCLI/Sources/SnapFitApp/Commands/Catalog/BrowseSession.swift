import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// The product list the user last asked for, kept from one command to the next so `more`, `next` and `prev`
/// continue it. One per application run.
@MainActor
public final class BrowseSession {
    private let services: any AppServices
    private let style: TextStyle
    private let destinations: Destinations
    private var display: ProductListConsoleDisplay
    private var list: any ProductListBusinessLogic

    init(services: any AppServices, style: TextStyle, destinations: Destinations) {
        self.services = services
        self.style = style
        self.destinations = destinations
        display = ProductListConsoleDisplay(style: style, language: services.language, destinations: destinations)
        list = services.makeProductListScene(display: display)
    }

    /// Runs one request on the list scene and returns what it displayed and the product it chose, if any.
    func run(
        _ request: (any ProductListBusinessLogic) async -> Void
    ) async -> (result: CommandResult, selection: ProductListScene.Select.Selection?) {
        if display.language != services.language {
            // `set lang` changed the language: a scene in the new one, which picks up the list where it was kept.
            display = ProductListConsoleDisplay(style: style, language: services.language, destinations: destinations)
            list = services.makeProductListScene(display: display)
        }
        display.reset()
        await request(list)
        return (display.outcome(), display.selection)
    }
}
