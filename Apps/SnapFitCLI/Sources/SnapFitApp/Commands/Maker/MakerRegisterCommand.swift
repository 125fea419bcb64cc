import Foundation
import SnapFitDomain
import SnapFitPresentation

/// `maker register --title T --desc D --vibes V1[,V2] --locations L1[,L2] --image FILE [--image FILE ...]
/// --thumbnail FILE --option MIN:PRICE [--option MIN:PRICE ...] --person-price N [--studio]`. Everything is checked
/// before any upload; each finished upload shows at once.
struct MakerRegisterCommand: Command {
    let name = "maker register"
    let arguments = ArgumentSpec(flags: [
        .value("title", "T", required: true), .value("desc", "D", required: true),
        .value("vibes", "V1[,V2]", required: true), .value("locations", "L1[,L2]", required: true),
        .repeated("image", "FILE", required: true), .value("thumbnail", "FILE", required: true),
        .repeated("option", "MIN:PRICE", required: true), .value("person-price", "N", required: true),
        .switch("studio"),
    ])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let draft: ProductDraft
        do throws(ProductDraftArguments.Problem) {
            let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            draft = try ProductDraftArguments.draft(arguments, directory: directory)
        } catch {
            switch error {
            case .usage(let usage):
                return .failure(context.usageFailure(usage))
            case .unreadableFile(let path):
                let message = CLIWords.cannotReadFile(path).text(in: context.language)
                return .failure(CommandFailure(error: ErrorViewModel(kind: .unreadableFile, message: message)))
            }
        }
        let display = ProductRegistrationConsoleDisplay(
            style: context.style, language: context.language, progress: context.progress)
        await context.di.makeProductRegistrationScene(display: display).submit(request: .init(draft: draft))
        return display.outcome(language: context.language)
    }
}
