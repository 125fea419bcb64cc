import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import AccountsPresentation

final class ProfileEditPresentationLogicSpy: ProfileEditPresentationLogic {
    private(set) var profiles: [User] = []
    private(set) var saved: [User] = []
    private(set) var errors: [DomainError] = []

    func presentProfile(response: ProfileEditScene.Load.Response) { profiles.append(response.user) }
    func presentSaved(response: ProfileEditScene.Save.Response) { saved.append(response.user) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ProfileEditInteractorTests {
    private let presenter = ProfileEditPresentationLogicSpy()

    private func makeSUT(accounts: StubAccountRepository) -> ProfileEditInteractor {
        ProfileEditInteractor(
            presenter: presenter, restoreSession: RestoreSession(accounts: accounts),
            editProfile: EditProfile(accounts: accounts, referenceData: Fixtures.referenceData()))
    }

    @Test func load_signedIn_presentsTheCurrentProfile() async {
        await makeSUT(accounts: .signedIn(as: Fixtures.customer)).load(request: .init())
        #expect(presenter.profiles == [Fixtures.customer])
    }

    @Test func load_noSession_presentsSignedOut() async {
        var accounts = StubAccountRepository()
        accounts.onCurrentSession = { nil }
        await makeSUT(accounts: accounts).load(request: .init())
        #expect(presenter.errors == [.signedOut])
    }

    @Test func save_vibesOnly_explainsThatANewNicknameIsNeededAndSendsNothing() async {
        // Given: updateProfile is left failing the test if called
        let sut = makeSUT(accounts: .signedIn(as: Fixtures.customer))
        // When
        await sut.save(request: .init(nickname: nil, vibes: ["시크"]))
        // Then
        #expect(presenter.errors == [.nicknameUnchanged])
    }

    @Test func save_nicknameOnly_keepsTheCurrentVibes() async {
        // Given
        let sent = Mutex<[(String, [String])]>([])
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onUpdateProfile = { nickname, vibes in
            sent.withLock { $0.append((nickname, vibes)) }
            return User(id: 10, nickname: nickname, vibes: [Fixtures.vibes[0]], role: .customer, profileImageURL: nil)
        }
        // When
        await makeSUT(accounts: accounts).save(request: .init(nickname: "새이름", vibes: nil))
        // Then
        #expect(sent.withLock { $0.map(\.0) } == ["새이름"])
        #expect(sent.withLock { $0.map(\.1) } == [["러블리"]])
        #expect(presenter.saved.map(\.nickname) == ["새이름"])
    }

    @Test func save_nicknameTakenBySomeoneElse_presentsNicknameTaken() async {
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onUpdateProfile = { (_, _) throws(DomainError) in throw .nicknameTaken }
        await makeSUT(accounts: accounts).save(request: .init(nickname: "하늘작가", vibes: ["시크", "키치"]))
        #expect(presenter.errors == [.nicknameTaken])
    }

    @Test func save_threeVibes_isRefusedBeforeSending() async {
        await makeSUT(accounts: .signedIn(as: Fixtures.customer)).save(
            request: .init(nickname: "새이름", vibes: ["러블리", "시크", "키치"]))
        #expect(presenter.errors == [.validation(.init(field: .vibes, reason: .tooLong(max: 2)))])
    }
}
