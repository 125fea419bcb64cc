import Foundation
import MakersDomain
import MakersTesting
import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct RegisterProductTests {
    private static let draft = ProductDraft(
        title: " 한강 야경 스냅 ", description: "야경 촬영", vibes: ["시크"], locations: ["서울"], images: [.png, .heic],
        thumbnail: .png, options: [PriceOption(minutes: 60, price: 100_000)], personPrice: 10_000, isStudio: false)

    private static var referenceData: StubReferenceDataRepository {
        var stub = Fixtures.referenceData()
        stub.onLocations = { [Location(id: 1, name: "서울"), Location(id: 2, name: "부산")] }
        return stub
    }

    private func accounts(role: UserRole) -> StubAccountRepository {
        var accounts = StubAccountRepository()
        accounts.onProfile = { .fixture(role: role) }
        return accounts
    }

    @Test func register_maker_sendsTheCheckedSubmissionWithTheThumbnailUploadedOnce() async throws {
        let sent = Mutex<[ProductSubmission]>([])
        var registration = StubProductRegistrationRepository()
        registration.onRegister = { submission, _ in
            sent.withLock { $0.append(submission) }
            return .fixture(id: 63)
        }
        let sut = RegisterProduct(
            accounts: accounts(role: .maker), referenceData: Self.referenceData, registration: registration)
        #expect(try await sut.prepare().locations.map(\.name) == ["서울", "부산"])
        #expect(try await sut.register(Self.draft).id == 63)
        let submission = try #require(sent.withLock { $0 }.first)
        #expect(submission.title == "한강 야경 스냅" && submission.uploads == [.png, .heic])
    }

    @Test func register_customer_isToldHowToBecomeAMakerAndNothingIsUploaded() async {
        let sut = RegisterProduct(
            accounts: accounts(role: .customer), referenceData: Self.referenceData,
            registration: StubProductRegistrationRepository())
        await #expect(throws: DomainError.notAMaker) { try await sut.prepare() }
    }

    @Test func check_eachBrokenField_isNamed() async {
        let sut = RegisterProduct(
            accounts: StubAccountRepository(), referenceData: Self.referenceData,
            registration: StubProductRegistrationRepository())
        var cases: [(ProductDraft, ValidationError)] = []
        var draft = Self.draft
        draft.title = "  "
        cases.append((draft, .init(field: .title, reason: .tooShort(min: 1))))
        draft = Self.draft
        draft.images = [.png, .jpeg]
        cases.append((draft, .init(field: .images, reason: .unknown("c.jpg", known: ProductRules.pictureFormats))))
        draft = Self.draft
        draft.images = Array(repeating: .png, count: 9)
        cases.append((draft, .init(field: .images, reason: .tooLong(max: 8))))
        draft = Self.draft
        let huge = ImageFile.png(name: "huge.png", byteCount: PictureRules.maxBytes + 1)
        draft.images = [.png, huge]
        cases.append((draft, .init(field: .images, reason: .fileTooLarge("huge.png", maxBytes: 10 << 20))))
        draft = Self.draft
        draft.thumbnail = huge
        cases.append((draft, .init(field: .thumbnail, reason: .fileTooLarge("huge.png", maxBytes: 10 << 20))))
        draft = Self.draft
        draft.locations = ["서울", "제주도"]
        cases.append((draft, .init(field: .locations, reason: .unknown("제주도", known: ["서울", "부산"]))))
        draft = Self.draft
        draft.options = [PriceOption(minutes: 0, price: 100_000)]
        cases.append((draft, .init(field: .option, reason: .malformed("0:100000"))))
        draft = Self.draft
        draft.options = []
        cases.append((draft, .init(field: .option, reason: .required)))
        draft = Self.draft
        draft.options = [PriceOption(minutes: 60, price: 1), PriceOption(minutes: 60, price: 2)]
        cases.append((draft, .init(field: .option, reason: .duplicate("60"))))
        draft = Self.draft
        draft.thumbnail = nil
        cases.append((draft, .init(field: .thumbnail, reason: .required)))
        draft = Self.draft
        draft.personPrice = -1
        cases.append((draft, .init(field: .personPrice, reason: .outOfRange(min: 0, max: 100_000_000))))
        for (draft, expected) in cases {
            await #expect(throws: DomainError.validation(expected)) { try await sut.check(draft) }
        }
    }

    @Test func register_aDraftThatBreaksARule_isRefusedBeforeAnyUpload() async {
        var draft = Self.draft
        draft.thumbnail = nil
        let sut = RegisterProduct(
            accounts: accounts(role: .maker), referenceData: Self.referenceData,
            registration: StubProductRegistrationRepository())
        await #expect(throws: DomainError.validation(.init(field: .thumbnail, reason: .required))) {
            try await sut.register(draft)
        }
        #expect(throws: DomainError.validation(.init(field: .thumbnail, reason: .tooLong(max: 1)))) {
            try ProductRules.thumbnail([.png, .heic])
        }
    }
}
