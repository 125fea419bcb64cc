import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the registration form's steps into view models.
public protocol ProductRegistrationPresentationLogic: AnyObject {
    func presentRefusals(response: ProductRegistrationScene.Refusals.Response)
    func presentQuestion(response: ProductRegistrationScene.Question.Response)
    func presentReview(response: ProductRegistrationScene.Review.Response)
    func presentProgress(response: UploadProgress)
    func presentRegistered(response: ProductRegistrationScene.Registered.Response)
    func presentCancelled()
    func presentError(_ error: DomainError)
}

public final class ProductRegistrationPresenter: ProductRegistrationPresentationLogic {
    public weak var display: (any ProductRegistrationDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentRefusals(response: ProductRegistrationScene.Refusals.Response) {
        display?.displayRefusals(
            viewModel: .init(
                refusals: response.refusals.map {
                    .init(field: $0.field, refusal: Self.refusal($0.error, of: $0.field, language: language))
                }))
    }

    public func presentQuestion(response: ProductRegistrationScene.Question.Response) {
        display?.displayQuestion(viewModel: Self.question(response, language: language))
    }

    public func presentReview(response: ProductRegistrationScene.Review.Response) {
        display?.displayReview(viewModel: Self.review(response.submission, language: language))
    }

    public func presentProgress(response: UploadProgress) {
        display?.displayProgress(viewModel: Self.progress(response))
    }

    public func presentRegistered(response: ProductRegistrationScene.Registered.Response) {
        let id = response.product.id
        display?.displayRegistered(
            viewModel: .init(
                message: language.pick("상품을 등록했습니다: #\(id)", "Your product is registered: #\(id)."),
                product: ProductDetailScene.Load.ViewModel(
                    .init(
                        page: ProductPage(product: response.product, makerProducts: [], isViewersOwn: true),
                        position: nil),
                    prices: PriceFormat(response.pricing, language: language), withMakerProducts: false)))
    }

    public func presentCancelled() {
        display?.displayError(
            viewModel: ErrorViewModel(
                kind: .cancelled, message: language.pick("상품을 등록하지 않고 그만두었습니다.", "Stopped: no product was registered."))
        )
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func question(
        _ response: ProductRegistrationScene.Question.Response, language: Language
    ) -> ProductRegistrationScene.Question.ViewModel {
        guard case .field(let field) = response.step else {
            let refusal = response.refusal.map { ErrorViewModel($0, language: language) }
            return .init(
                step: .confirm, prompt: language.pick("이대로 등록할까요?", "Register it?"), kind: .confirm,
                refusal: refusal)
        }
        let (vibes, locations, images) = (
            Labels.range(ProfileRules.vibeCount), Labels.range(ProductRules.locationCount),
            Labels.range(ProductRules.imageCount)
        )
        let (prompt, kind): (String, ProductRegistrationScene.Question.ViewModel.Kind) =
            switch field {
            case .title, .description: (label(for: field, language: language) + ": ", .text)
            case .vibes:
                (
                    language.pick(
                        "분위기 (\(vibes)개, 번호나 이름, 쉼표로 구분): ",
                        "Vibes (\(vibes), numbers or names, comma-separated): "), .list
                )
            case .locations:
                (
                    language.pick(
                        "지역 (\(locations)개, 번호나 이름, 쉼표로 구분): ",
                        "Locations (\(locations), numbers or names, comma-separated): "
                    ),
                    .list
                )
            case .images:
                (
                    language.pick(
                        "사진 파일 (\(images)개, 쉼표로 구분): ",
                        "Picture files (\(images), comma-separated): "), .files
                )
            case .thumbnail: (label(for: field, language: language) + ": ", .files)
            case .options:
                (
                    language.pick(
                        "옵션 (분:가격, 쉼표로 구분, 예: 60:120000): ", "Options (MIN:PRICE, comma-separated, e.g. 60:120000): "),
                    .list
                )
            case .personPrice: (label(for: field, language: language) + ": ", .text)
            case .studio: (language.pick("스튜디오 촬영인가요?", "Is it a studio shoot?"), .yesNo)
            }
        let choices: [ReferenceDataScene.Item] =
            switch field {
            case .vibes:
                ReferenceDataPresenter.viewModel(for: .init(vibes: response.catalog.vibes), language: language).vibes
            case .locations:
                ReferenceDataPresenter.viewModel(for: .init(locations: response.catalog.locations), language: language)
                    .locations
            default: []
            }
        let refusal = response.refusal.map { Self.refusal($0, of: field, language: language) }
        return .init(step: response.step, prompt: prompt, kind: kind, refusal: refusal, choices: choices)
    }

    /// Why an answer to `field` was refused, in the registration's words: the field as the form labels it, an
    /// option that cannot be read as minutes and a price, a JPEG with how to convert it, an empty answer as missing.
    static func refusal(
        _ error: DomainError, of field: ProductField, language: Language
    ) -> ErrorViewModel {
        let name = shortLabel(for: field, language: language)
        guard case .validation(let refusal) = error else { return ErrorViewModel(error, language: language) }
        switch refusal.reason {
        case .malformed(""), .required:
            return ErrorViewModel(kind: .validation, message: language.pick("\(name): 필수입니다.", "\(name): required."))
        case .malformed(let typed) where field == .options && (typed.hasPrefix(":") || typed.hasSuffix(":")):
            return ErrorViewModel(
                kind: .validation,
                message: language.pick(
                    "\(name): 옵션마다 분과 가격을 모두 적어 주세요.", "\(name): each option needs both its minutes and its price."))
        case .malformed(let typed) where field == .options:
            return ErrorViewModel(
                kind: .validation,
                message: language.pick(
                    "\(name): '\(typed)'을(를) 읽을 수 없습니다. 옵션마다 분과 가격(원)을 숫자로 적어 주세요 (예: 60분, 120000원).",
                    "\(name): cannot read '\(typed)'. Give each option its minutes and its price in won as numbers "
                        + "(such as 60 minutes for 120000 won)."))
        case .unknown(let file, let formats) where field == .images || field == .thumbnail:
            // The extension of the file's own name only: "./my.photos/IMG" has none.
            let ownName = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
            let png = (file[ownName...].lastIndex(of: ".").map { String(file[..<$0]) } ?? file) + ".png"
            return ErrorViewModel(
                kind: .validation,
                message: language.pick(
                    "\(name): \(file)은(는) JPEG입니다. \(formats.joined(separator: "·"))만 올릴 수 있으니 PNG로 바꿔 주세요 "
                        + "(예: magick \(file) \(png)).",
                    "\(name): \(file) is a JPEG, and only \(formats.joined(separator: ", ")) can be uploaded: convert it "
                        + "to PNG first (such as: magick \(file) \(png))."))
        case .tooShort, .tooLong, .length, .unknown, .duplicate, .malformed, .notInFuture, .outOfRange, .fileTooLarge,
            .tooManyPixels:
            return ErrorViewModel(error, label: name, language: language)
        }
    }

    /// A field's name alone, as a refusal starts: "제목", "Options".
    static func shortLabel(for field: ProductField, language: Language) -> String {
        switch field {
        case .title: language.pick("제목", "Title")
        case .description: language.pick("설명", "Description")
        case .vibes: language.pick("분위기", "Vibes")
        case .locations: language.pick("촬영 지역", "Shooting regions")
        case .images: language.pick("사진", "Pictures")
        case .thumbnail: language.pick("대표 사진", "Thumbnail")
        case .options: language.pick("옵션", "Options")
        case .personPrice: language.pick("인원 추가 1인당 금액", "Price per additional person")
        case .studio: language.pick("스튜디오 촬영", "Studio shoot")
        }
    }

    /// What a form that keeps the pictures chosen before says under their field: their names (the first
    /// `keptNamesShown`), and that choosing again replaces them.
    public static func keptPictures(_ names: [String], language: Language) -> String {
        let list =
            names.prefix(keptNamesShown).joined(separator: ", ") + (names.count > keptNamesShown ? ", …" : "")
        return language.pick(
            "고른 사진: \(list). 바꿀 때만 다시 고르세요.", "Chosen: \(list). Choose files only to replace them.")
    }

    /// The most names of kept pictures `keptPictures` lists.
    static let keptNamesShown = 8

    /// A field's name with what it takes, as a form labels it and the terminal's help names it: "제목 (1–128자)".
    public static func label(for field: ProductField, language: Language) -> String {
        let name = shortLabel(for: field, language: language)
        let takes: String
        switch field {
        case .title: takes = Labels.characters(ProductRules.titleLength, language)
        case .description: takes = Labels.characters(ProductRules.descriptionLength, language)
        case .vibes: return Labels.likedVibes(language)
        case .locations:
            takes = language.pick(
                "\(Labels.range(ProductRules.locationCount))곳", Labels.range(ProductRules.locationCount))
        case .images:
            takes = language.pick(
                "png·heic·heif, \(Labels.range(ProductRules.imageCount))장",
                "png, heic or heif; \(Labels.range(ProductRules.imageCount))")
        case .thumbnail, .studio: return name
        case .options: takes = language.pick("분과 가격", "minutes and price")
        case .personPrice: takes = language.pick("원", "won")
        }
        return "\(name) (\(takes))"
    }

    static func review(
        _ submission: ProductSubmission, language: Language
    ) -> ProductRegistrationScene.Review.ViewModel {
        let bytes = submission.uploads.reduce(0) { $0 + $1.data.count }
        return .init(
            title: submission.title, description: submission.description,
            vibesLabel: Glossary.vibes.labels(for: submission.vibes, language: language),
            locationsLabel: submission.locations.map { Glossary.locations.label(for: $0, language: language) }
                .joined(separator: " | "),
            settingLabel: SettingLabel.text(studio: submission.isStudio, language: language),
            optionLabels: submission.options.map {
                language.pick("\($0.minutes)분", "\($0.minutes) min") + " · " + Money.label($0.price, language: language)
            },
            personPriceLabel: language.pick("인원 추가 1인당 ", "Per additional person: ")
                + Money.label(submission.personPrice, language: language),
            picturesLabel: Labels.photos(submission.images.count, language) + " · " + ByteCount.label(bytes) + " · "
                + language.pick("대표 사진 ", "thumbnail ") + submission.thumbnail.name)
    }

    static func progress(_ progress: UploadProgress) -> ProductRegistrationScene.ProgressViewModel {
        .init(
            finishedFile: progress.finishedFile,
            label: "\(progress.completedFiles)/\(progress.totalFiles) · \(ByteCount.label(progress.sentBytes)) / "
                + "\(ByteCount.label(progress.totalBytes)) · \(progress.percent)%",
            completedFiles: progress.completedFiles, totalFiles: progress.totalFiles)
    }
}
