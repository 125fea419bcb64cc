import Foundation
import MakersDomain
import MakersTesting
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import MakersPresentation

final class ProductRegistrationPresentationLogicSpy: ProductRegistrationPresentationLogic {
    private(set) var questions: [ProductRegistrationScene.Question.Response] = []
    /// The fields refused at once, each time the answers given up front were.
    private(set) var refused: [[ProductField]] = []
    private(set) var reviews: [ProductSubmission] = []
    private(set) var events: [String] = []
    private(set) var cancelled = 0
    private(set) var errors: [DomainError] = []
    /// The pricing each registered product was shown with.
    private(set) var registeredPricing: [Pricing] = []

    /// The steps asked, in order.
    var steps: [ProductRegistrationScene.Question.Step] { questions.map(\.step) }

    func presentRefusals(response: ProductRegistrationScene.Refusals.Response) {
        refused.append(response.refusals.map(\.field))
    }
    func presentQuestion(response: ProductRegistrationScene.Question.Response) { questions.append(response) }
    func presentReview(response: ProductRegistrationScene.Review.Response) { reviews.append(response.submission) }
    func presentProgress(response: UploadProgress) {
        events.append("\(response.finishedFile ?? "bytes") \(response.completedFiles)/\(response.totalFiles)")
    }
    func presentRegistered(response: ProductRegistrationScene.Registered.Response) {
        events.append("registered #\(response.product.id)")
        registeredPricing.append(response.pricing)
    }
    func presentCancelled() { cancelled += 1 }
    func presentError(_ error: DomainError) { errors.append(error) }
}

/// What the stub registration repository was asked to register.
final class SubmissionRecorder: Sendable {
    let sent = Mutex<[ProductSubmission]>([])
}

@MainActor
@Suite struct ProductRegistrationSceneTests {
    private static let png = ImageFile.png
    private static let answers: [ProductField: FlowAnswer] = [
        .title: .text(" 야경 "), .description: .text("설명"), .vibes: .list(["chic"]), .locations: .list(["서울"]),
        .images: .files([png]), .thumbnail: .files([png]), .options: .list(["60:100000"]),
        .personPrice: .text("20000"), .studio: .yesNo(false),
    ]
    private let presenter = ProductRegistrationPresentationLogicSpy()
    private let recorder = SubmissionRecorder()

    private func makeSUT(
        as user: User = Fixtures.maker, pricing: FetchPricing = .stubbed()
    ) -> ProductRegistrationInteractor {
        var referenceData = Fixtures.referenceData()
        referenceData.onLocations = { [Location(id: 1, name: "서울"), Location(id: 2, name: "부산")] }
        var registration = StubProductRegistrationRepository()
        registration.onRegister = { [recorder] submission, progress in
            recorder.sent.withLock { $0.append(submission) }
            progress(
                UploadProgress(finishedFile: "a.png", completedFiles: 1, totalFiles: 2, sentBytes: 10, totalBytes: 20))
            progress(UploadProgress(finishedFile: nil, completedFiles: 1, totalFiles: 2, sentBytes: 15, totalBytes: 20))
            progress(
                UploadProgress(finishedFile: "b.png", completedFiles: 2, totalFiles: 2, sentBytes: 20, totalBytes: 20))
            return ProductDetail.fixture()
        }
        return ProductRegistrationInteractor(
            presenter: presenter,
            registerProduct: RegisterProduct(
                accounts: StubAccountRepository.signedIn(as: user), referenceData: referenceData,
                registration: registration),
            fetchPricing: pricing)
    }

    @Test func registered_inDollars_theProductIsShownInDollars() async throws {
        // Given: the user shows prices in dollars
        let sut = makeSUT(pricing: .stubbed(currency: .usd, rates: .fixture))
        var answers = Self.answers
        answers[.images] = .files([Self.png])
        answers[.thumbnail] = .files([Self.png])
        // When
        await sut.start(request: .init(answers: answers))
        await sut.answer(request: .yesNo(true))
        // Then: the product is priced as every other product screen prices it
        #expect(presenter.registeredPricing.map(\.currency) == [.usd])
        let display = SceneRecording<ProductRegistrationScene.Outcome>()
        let words = ProductRegistrationPresenter(language: .english)
        words.display = display
        words.presentRegistered(
            response: .init(product: .fixture(), pricing: try #require(presenter.registeredPricing.first)))
        guard case .registered(let registered)? = display.outcomes.last else {
            Issue.record("the product was not shown: \(display.outcomes)")
            return
        }
        let product = registered.product
        #expect(product.options.map(\.label).allSatisfy { $0.contains("$") && !$0.contains("₩") })
        #expect(product.personPriceLabel?.contains("$") == true)
    }

    @Test func start_withEveryAnswer_showsTheProductAndAsksToConfirm_thenRegistersExactlyThat() async throws {
        // Given
        let sut = makeSUT()
        // When
        await sut.start(request: .init(answers: Self.answers))
        await sut.answer(request: .yesNo(true))
        // Then
        #expect(presenter.steps == [.confirm])
        let submission = try #require(recorder.sent.withLock { $0 }.first)
        #expect(presenter.reviews == [submission])
        #expect(submission.title == "야경" && submission.vibes == ["시크"] && submission.personPrice == 20_000)
        #expect(presenter.events == ["a.png 1/2", "bytes 1/2", "b.png 2/2", "registered #12"])
    }

    @Test func answers_areCheckedWhenEntered_inTheFormsOrder_andARefusedOneIsAskedAgain() async {
        // Given
        let sut = makeSUT()
        var answers = Self.answers
        answers[.title] = .text("  ")
        answers[.options] = .list(["60"])
        // When
        await sut.start(request: .init(answers: answers))
        // Then: both are refused at once; the title, asked first, says why; the options wait their turn.
        #expect(presenter.refused == [[.title, .options]])
        #expect(presenter.steps == [.field(.title)])
        #expect(presenter.questions.last?.refusal == .validation(.init(field: .title, reason: .tooShort(min: 1))))
        await sut.answer(request: .text("야경"))
        #expect(presenter.steps.last == .field(.options))
        #expect(presenter.questions.last?.refusal == .validation(.init(field: .option, reason: .malformed("60"))))
        await sut.answer(request: .list(["60:100000", "90:150000"]))
        #expect(presenter.steps.last == .confirm)
        #expect(presenter.reviews.last?.options.map(\.minutes) == [60, 90])
    }

    @Test func aFormSentEmpty_isRefusedOnEveryFieldAtOnce_inTheFormsOrder() async {
        // Given: a web form sent with nothing filled in (the thumbnail waits for pictures to choose it among)
        let sut = makeSUT()
        let empty: [ProductField: FlowAnswer] = [
            .title: .text(""), .description: .text(""), .vibes: .list([]), .locations: .list([]),
            .images: .files([]), .options: .list([]), .personPrice: .text(""), .studio: .yesNo(false),
        ]
        // When
        await sut.start(request: .init(answers: empty))
        // Then
        #expect(
            presenter.refused == [[.title, .description, .vibes, .locations, .images, .options, .personPrice]])
        #expect(presenter.steps == [.field(.title)])
    }

    @Test func presenter_wordsARefusalInTheRegistrationsOwnWords() {
        func message(_ reason: ValidationError.Reason, _ field: ProductField, _ wire: ValidationError.Field) -> String {
            ProductRegistrationPresenter.refusal(
                .validation(.init(field: wire, reason: reason)), of: field, language: .english
            ).message
        }
        #expect(
            message(.malformed("60분 120000원"), .options, .option)
                == "Options: cannot read '60분 120000원'. Give each option its minutes and its price in won as numbers "
                + "(such as 60 minutes for 120000 won).")
        #expect(message(.malformed(""), .personPrice, .personPrice) == "Price per additional person: required.")
        #expect(
            message(.unknown("a.jpg", known: ProductRules.pictureFormats), .images, .images)
                == "Pictures: a.jpg is a JPEG, and only png, heic, heif can be uploaded: convert it to PNG first "
                + "(such as: magick a.jpg a.png).")
        #expect(
            message(.unknown("./my.photos/IMG", known: ProductRules.pictureFormats), .images, .images)
                .hasSuffix("(such as: magick ./my.photos/IMG ./my.photos/IMG.png)."))
        #expect(message(.tooShort(min: 1), .images, .images).hasPrefix("Pictures: "))
        #expect(!message(.malformed("60"), .options, .option).contains("length in minutes"))
    }

    @Test func aJPEG_isRefusedAsAFormatTheUploadDoesNotTake_naming() async {
        // Given: a JPEG's first bytes
        let jpeg = ImageFile(name: "camera.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]) + Data(count: 32))
        // When / Then
        #expect(
            throws: DomainError.validation(
                .init(field: .images, reason: .unknown("camera.jpg", known: ["png", "heic", "heif"])))
        ) {
            _ = try ProductRules.images([jpeg])
        }
    }

    @Test func noAnswers_asksEveryFieldInOrder_offeringTheCatalogForVibesAndRegions() async {
        let sut = makeSUT()
        await sut.start(request: .init())
        for field in ProductField.allCases {
            #expect(presenter.steps.last == .field(field))
            if field == .locations { #expect(presenter.questions.last?.catalog.locations.count == 2) }
            await sut.answer(request: Self.answers[field]!)
        }
        #expect(presenter.steps.last == .confirm)
    }

    @Test func anAnswerOfTheWrongKind_asksTheSameQuestionAgain_withoutARefusal() async {
        let sut = makeSUT()
        await sut.start(request: .init())
        await sut.answer(request: .yesNo(true))
        #expect(presenter.steps == [.field(.title), .field(.title)])
        #expect(presenter.questions.last?.refusal == nil)
    }

    @Test func cancel_atAnyQuestion_endsTheFlowWithNothingRegistered_andAfterwardsDoesNothing() async {
        let sut = makeSUT()
        await sut.start(request: .init(answers: Self.answers))
        sut.cancel()
        await sut.answer(request: .yesNo(true))
        sut.cancel()
        #expect(presenter.cancelled == 1)
        #expect(recorder.sent.withLock { $0 }.isEmpty)
    }

    @Test func noToTheConfirmation_cancels() async {
        let sut = makeSUT()
        await sut.start(request: .init(answers: Self.answers))
        await sut.answer(request: .yesNo(false))
        #expect(presenter.cancelled == 1 && recorder.sent.withLock { $0 }.isEmpty)
    }

    @Test func start_asACustomer_isToldHowToBecomeAMaker_beforeAnyQuestion() async {
        let sut = makeSUT(as: Fixtures.customer)
        await sut.start(request: .init(answers: Self.answers))
        #expect(presenter.errors == [.notAMaker] && presenter.questions.isEmpty)
        #expect(ErrorViewModel(.notAMaker, language: .english).message.contains("apply to SnapFit's operators"))
    }

    @Test func presenter_asksEachFieldWithItsKind_andOffersTheCatalogsChoices() {
        let catalog = ProductCatalog(vibes: Fixtures.vibes, locations: [Location(id: 1, name: "서울")])
        func question(_ step: ProductRegistrationScene.Question.Step) -> ProductRegistrationScene.Question.ViewModel {
            ProductRegistrationPresenter.question(.init(step: step, refusal: nil, catalog: catalog), language: .english)
        }
        #expect(question(.field(.title)).kind == .text && question(.field(.images)).kind == .files)
        #expect(question(.field(.options)).kind == .list && question(.field(.studio)).kind == .yesNo)
        #expect(question(.confirm).kind == .confirm)
        #expect(question(.field(.vibes)).choices.map(\.label) == ["러블리 (lovely)", "시크 (chic)", "키치 (kitsch)"])
        #expect(question(.field(.locations)).choices.map(\.name) == ["서울"])
        #expect(question(.field(.title)).choices.isEmpty)
    }

    @Test func presenter_reviewShowsWhatWillBeRegistered() throws {
        let submission = try ProductRules.submission(
            ProductDraft(
                title: "야경", description: "설명", vibes: ["시크"], locations: ["서울"], images: [Self.png],
                thumbnail: Self.png, options: [PriceOption(minutes: 60, price: 100_000)], personPrice: 20_000,
                isStudio: true),
            catalog: ProductCatalog(vibes: Fixtures.vibes, locations: [Location(id: 1, name: "서울")]))
        let review = ProductRegistrationPresenter.review(submission, language: .english)
        #expect(review.optionLabels == ["60 min · ₩100,000"])
        #expect(review.vibesLabel == "시크 (chic)" && review.picturesLabel == "1 photo · 45 B · thumbnail a.png")
    }

    @Test func typedPrices_areRead_andAnythingElseIsNamedAsMalformed() throws {
        #expect(try TypedPrices.options(["60:120000", " 90 : 150000"]).map(\.minutes) == [60, 90])
        #expect(try TypedPrices.won(" 20000 ") == 20_000)
        let refusals: [(() throws -> Void, ValidationError)] = [
            ({ _ = try TypedPrices.options(["60"]) }, .init(field: .option, reason: .malformed("60"))),
            ({ _ = try TypedPrices.options(["60:x"]) }, .init(field: .option, reason: .malformed("60:x"))),
            ({ _ = try TypedPrices.won("lots") }, .init(field: .personPrice, reason: .malformed("lots"))),
        ]
        for (read, expected) in refusals {
            #expect(throws: DomainError.validation(expected)) { try read() }
        }
    }

    @Test func presenter_progressLabelHasFilesBytesAndPercent() {
        let finished = ProductRegistrationPresenter.progress(
            UploadProgress(
                finishedFile: "a.png", completedFiles: 1, totalFiles: 3, sentBytes: 1536, totalBytes: 3 * 1024 * 1024))
        #expect(finished.label == "1/3 · 1.5 KB / 3.0 MB · 0%")
        #expect(finished.finishedFile == "a.png")
        let bytes = ProductRegistrationPresenter.progress(
            UploadProgress(finishedFile: nil, completedFiles: 1, totalFiles: 3, sentBytes: 1 << 20, totalBytes: 2 << 20)
        )
        #expect(bytes.label == "1/3 · 1.0 MB / 2.0 MB · 50%")
        #expect(bytes.finishedFile == nil)
    }
}
