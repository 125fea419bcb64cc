import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `home`: the greeting, one recommended product and the product sections.
struct HomeCommand: Command {
    let name = "home"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("홈: 인사, 추천 상품, 상품 목록", "home: greeting, a recommended product, product sections")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await HomeConfigurator.configure(
            display: recorder, dependencies: CatalogUseCases(context.services.useCases), language: context.language
        )
        .load(request: .init())
        return context.result(
            recorder, HomeScene.Load.ViewModel.self, lines: HomeConsoleView(console: context.console).lines)
    }
}
