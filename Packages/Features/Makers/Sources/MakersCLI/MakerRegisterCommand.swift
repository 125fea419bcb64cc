import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `maker register --title T --desc D --vibes V1[,V2] --locations L1[,L2] --image FILE [--image FILE ...]
/// [--thumbnail FILE] --option MIN:PRICE [--option MIN:PRICE ...] --person-price N [--studio]`. The thumbnail is the
/// first picture unless `--thumbnail` names another. Each field is checked in the form's order before any upload (a
/// JPEG is refused in one line that says how to convert it); each finished upload shows at once. In the shell, missing or refused
/// fields (and a file that cannot be read) are asked for one by one, and the product is shown before it is registered.
struct MakerRegisterCommand: Command {
    let name = "maker register"
    let summary = LocalizedText(
        "상품 등록 (png·heic·heif 사진, 옵션은 분:가격)", "register a product (png, heic or heif pictures; options as MIN:PRICE)")
    let example: String? =
        "maker register --title 노을 스냅 --desc 한강 노을 --vibes lovely --locations 서울 --image a.png --image b.png "
        + "--option 60:120000 --person-price 20000"
    let arguments = ArgumentSpec(flags: ProductField.allCases.map(flag(for:)))
    /// The feature's use cases over the user's services.
    let useCases: @Sendable (any AppServices) -> MakersUseCases

    /// Each option's help, by its flag's name.
    private static let optionSummaries: [String: LocalizedText] = [
        "title": Self.label(.title),
        "desc": Self.label(.description),
        "vibes": Self.label(.vibes),
        "locations": Self.label(.locations),
        "image": LocalizedText(
            "사진 파일 하나 (png·heic·heif, 모두 \(Labels.range(ProductRules.imageCount))장)",
            "one picture file (png, heic or heif; \(Labels.range(ProductRules.imageCount)) in all)"),
        "thumbnail": LocalizedText("대표 사진 파일 (없으면 첫 사진)", "the thumbnail's file (the first picture without it)"),
        "option": LocalizedText("옵션 하나: 분:가격", "one option: minutes:price in won"),
        "person-price": Self.label(.personPrice),
        "studio": LocalizedText("스튜디오 촬영 (없으면 야외)", "a studio shoot (outdoor without it)"),
    ]

    func optionSummary(_ flag: String) -> LocalizedText? { Self.optionSummaries[flag] }

    /// A registration field's help, as the registration flow labels it.
    private static func label(_ field: ProductField) -> LocalizedText {
        LocalizedText { ProductRegistrationPresenter.label(for: field, language: $0) }
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        var answers: [ProductField: FlowAnswer] = [:]
        for field in ProductField.allCases where arguments.isPresent(Self.flag(for: field).name) {
            do throws(ImageFiles.Unreadable) {
                answers[field] = try Self.answer(field, arguments)
            } catch {
                let message = CLIWords.cannotReadFile(error.path).text(in: context.language)
                guard let prompter = context.prompter else {
                    return .failure(CommandFailure(error: ErrorViewModel(kind: .unreadableFile, message: message)))
                }
                prompter.say(context.style.red(message))
            }
        }
        // `--studio` left out says no, unless the shell walks through every field; `--thumbnail` left out is the first
        // picture.
        if context.prompter == nil || !answers.isEmpty { answers[.studio] = answers[.studio] ?? .yesNo(false) }
        if answers[.thumbnail] == nil, case .files(let images)? = answers[.images], let first = images.first {
            answers[.thumbnail] = .files([first])
        }
        let view = ProductRegistrationConsoleView(console: context.console)
        let recording = SceneRecording<ProductRegistrationScene.Outcome> { view.show($0, progress: context.progress) }
        let scene = ProductRegistrationConfigurator.configure(
            display: recording, dependencies: useCases(context.services), language: context.language)
        await scene.start(request: .init(answers: answers))
        return try await Walkthrough(recording: recording, scene: scene, context: context, shown: view.shown).run()
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
        case .vibes, .locations: .list(TypedList.items(value))
        case .options: .list(arguments.values("option"))
        case .images: .files(try ImageFiles.read(arguments.values("image")))
        case .thumbnail: .files(try ImageFiles.read([value]))
        case .studio: .yesNo(true)
        }
    }

    /// The flag that gives `field`.
    private static func flag(for field: ProductField) -> ArgumentSpec.Flag {
        switch field {
        case .title: .value("title", "T", required: true)
        case .description: .value("desc", "D", required: true)
        case .vibes: .value("vibes", "V1[,V2]", required: true)
        case .locations: .value("locations", "L1[,L2]", required: true)
        case .images: .repeated("image", "FILE", required: true)
        case .thumbnail: .value("thumbnail", "FILE")
        case .options: .repeated("option", "MIN:PRICE", required: true)
        case .personPrice: .value("person-price", "N", required: true)
        case .studio: .switch("studio")
        }
    }
}
