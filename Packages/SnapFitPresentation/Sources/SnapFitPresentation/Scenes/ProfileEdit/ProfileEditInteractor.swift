import SnapFitDomain

/// What the profile editor can ask for.
public protocol ProfileEditBusinessLogic: Sendable {
    func load(request: ProfileEditScene.Load.Request) async
    func save(request: ProfileEditScene.Save.Request) async
}

/// Loads the profile to edit and saves the new one. A nickname or vibes left out of the request keep their
/// current value, so changing only the vibes reaches the domain's clear "pick a new nickname too" refusal.
public final class ProfileEditInteractor: ProfileEditBusinessLogic {
    private let presenter: any ProfileEditPresentationLogic
    private let restoreSession: RestoreSession
    private let editProfile: EditProfile

    public init(presenter: any ProfileEditPresentationLogic, restoreSession: RestoreSession, editProfile: EditProfile) {
        self.presenter = presenter
        self.restoreSession = restoreSession
        self.editProfile = editProfile
    }

    public func load(request: ProfileEditScene.Load.Request) async {
        do {
            await presenter.presentProfile(response: .init(user: try await restoreSession()))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func save(request: ProfileEditScene.Save.Request) async {
        do {
            var nickname = request.nickname
            var vibes = request.vibes?.map(VibeGlossary.name(forInput:))
            if nickname == nil || vibes == nil {
                let current = try await restoreSession()
                nickname = nickname ?? current.nickname
                vibes = vibes ?? current.vibes.map(\.name)
            }
            let user = try await editProfile(nickname: nickname ?? "", vibes: vibes ?? [])
            await presenter.presentSaved(response: .init(user: user))
        } catch {
            await presenter.presentError(error)
        }
    }
}
