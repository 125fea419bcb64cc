import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// The product list the user last asked for, kept from one command to the next so `more`, `next` and `prev`
/// continue it (the app core's `ProductListSession`, rendered for the terminal). One per application run.
@MainActor
public final class BrowseSession {
    private let services: any AppServices
    private let list: ProductListSession
    private let style: TextStyle
    private let destinations: Destinations

    init(services: any AppServices, style: TextStyle, destinations: Destinations) {
        self.services = services
        list = ProductListSession(services: services)
        self.style = style
        self.destinations = destinations
    }

    /// Runs one request on the list scene and returns what it displayed and the product it chose, if any.
    func run(
        _ request: (any ProductListBusinessLogic) async -> Void
    ) async -> (result: CommandResult, selection: ProductListScene.Select.Selection?) {
        let recorder = await list.run(request)
        // In the language in force now: `set lang` may have changed it.
        let console = Console(style: style, language: services.language, destinations: destinations)
        let view = ProductListConsoleView(console: console)
        let result =
            recorder.last(ProductListScene.Notice.self).map { .success(CommandOutput(data: $0, lines: view.lines($0))) }
            ?? CommandResult(
                recorder, ProductListScene.Page.ViewModel.self, language: console.language, lines: view.lines)
        return (result, recorder.last(ProductListScene.Select.Selection.self))
    }

    /// Forgets the list, for a new user (after a login, sign-up, logout or withdrawal).
    func reset() {
        list.reset()
    }
}
