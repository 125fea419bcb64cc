import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// The product list the user last asked for, kept from one command to the next so `more`, `next` and `prev`
/// continue it (a `ProductListSession`, rendered for the terminal): the run's state of the feature, dropped when
/// the user changes.
final class BrowseSession: FeatureState {
    private let list = ProductListSession()

    init() {}

    /// Nothing runs for the last user: the list is dropped with this state.
    func end() {}

    /// Runs one request on the list scene and returns what it displayed and the product it chose, if any.
    @MainActor
    static func run(
        _ context: CommandContext, _ request: nonisolated(nonsending) (any ProductListBusinessLogic) async -> Void
    ) async -> (result: CommandResult, selection: ProductListScene.Select.Selection?) {
        let services = context.services
        let recording = await context.state(Self.self).list.run(
            CatalogUseCases(services.useCases), language: services.language, request)
        let view = ProductListConsoleView(console: context.console)
        let result = recording.result { outcome in
            switch outcome {
            case .page(let page): .shown(page, view.lines)
            case .notice(let notice): .shown(notice, view.lines)
            case .failed(let error): .failed(error)
            case .selection: nil
            }
        }
        return (result, recording.outcomes.compactMap(\.selection).last)
    }
}
