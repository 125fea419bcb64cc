import SnapFitDomain
import SnapFitPresentation

/// `maker register --title T --desc D --vibes V1[,V2] --locations L1[,L2] --image FILE [--image FILE ...]
/// --thumbnail FILE --option MIN:PRICE [--option MIN:PRICE ...] --person-price N [--studio]`. Each field is checked
/// in the form's order before any upload; each finished upload shows at once. In the shell, missing or refused
/// fields are asked for one by one and the product is shown before it is registered.
struct MakerRegisterCommand: Command {
    let name = "maker register"
    let usage = LocalizedText(
        verbatim:
            "maker register --title T --desc D --vibes V1[,V2] --locations L1[,L2] --image FILE [--image FILE ...] --thumbnail FILE --option MIN:PRICE [--option MIN:PRICE ...] --person-price N [--studio]"
    )
    let arguments = ArgumentSpec(flags: ProductField.allCases.map(flag(for:)))

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        var answers: [ProductField: FlowAnswer] = [:]
        do throws(ImageFiles.Unreadable) {
            for field in ProductField.allCases where arguments.isPresent(Self.flag(for: field).name) {
                answers[field] = try Self.answer(field, arguments)
            }
        } catch {
            let message = CLIWords.cannotReadFile(error.path).text(in: context.language)
            return .failure(CommandFailure(error: ErrorViewModel(kind: .unreadableFile, message: message)))
        }
        if context.prompter == nil {
            if let missing = ProductField.allCases.first(where: { $0 != .studio && answers[$0] == nil }) {
                throw UsageError(CLIWords.missingOption(Self.flag(for: missing).form))
            }
            answers[.studio] = answers[.studio] ?? .yesNo(false)
        }
        let display = ProductRegistrationConsoleDisplay(context)
        display.progress = context.progress
        let scene = context.di.makeProductRegistrationScene(display: display)
        await scene.start(request: .init(answers: answers))
        return await Walkthrough(display: display, scene: scene, context: context) { step in
            guard case .field(let field) = step else { return "" }
            return Self.flag(for: field).form
        }.run()
    }

    /// What the flag of `field` answers, the pictures read from their files.
    private static func answer(
        _ field: ProductField, _ arguments: ParsedArguments
    ) throws(ImageFiles.Unreadable)
        -> FlowAnswer
    {
        let value = arguments.value(flag(for: field).name) ?? ""
        return switch field {
        case .title, .description, .personPrice: .text(value)
        case .vibes, .locations: .list(ListArgument.items(value))
        case .options: .list(arguments.values("option"))
        case .images: .files(try ImageFiles.read(arguments.values("image")))
        case .thumbnail: .files(try ImageFiles.read([value]))
        case .studio: .yesNo(true)
        }
    }

    /// The flag that gives `field`.
    private static func flag(for field: ProductField) -> ArgumentSpec.Flag {
        switch field {
        case .title: .value("title", "T")
        case .description: .value("desc", "D")
        case .vibes: .value("vibes", "V1[,V2]")
        case .locations: .value("locations", "L1[,L2]")
        case .images: .repeated("image", "FILE")
        case .thumbnail: .value("thumbnail", "FILE")
        case .options: .repeated("option", "MIN:PRICE")
        case .personPrice: .value("person-price", "N")
        case .studio: .switch("studio")
        }
    }
}
