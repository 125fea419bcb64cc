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
        let recording = SceneRecording<HomeScene.Outcome>()
        await HomeConfigurator.configure(
            display: recording, dependencies: CatalogUseCases(context.services.useCases), language: context.language
        )
        .load(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .home(let home): .shown(home, HomeConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
