import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the profile editor can ask for.
public protocol ProfileEditBusinessLogic {
    nonisolated(nonsending) func load(request: ProfileEditScene.Load.Request) async
    nonisolated(nonsending) func save(request: ProfileEditScene.Save.Request) async
}

/// Loads the profile to edit and saves the new one. A nickname or vibes left out of the request keep their
/// current value (the domain fills them in), so changing only the vibes gets its clear "pick a new nickname too".
public final class ProfileEditInteractor: ProfileEditBusinessLogic {
    private let presenter: any ProfileEditPresentationLogic
    private let restoreSession: RestoreSession
    private let editProfile: EditProfile

    public init(presenter: any ProfileEditPresentationLogic, restoreSession: RestoreSession, editProfile: EditProfile) {
        self.presenter = presenter
        self.restoreSession = restoreSession
        self.editProfile = editProfile
    }

    public nonisolated(nonsending) func load(request: ProfileEditScene.Load.Request) async {
        do {
            presenter.presentProfile(response: .init(user: try await restoreSession()))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func save(request: ProfileEditScene.Save.Request) async {
        do {
            let user = try await editProfile(
                nickname: request.nickname, vibes: request.vibes?.map(Glossary.vibes.name(forInput:)))
            presenter.presentSaved(response: .init(user: user))
        } catch {
            presenter.presentError(error)
        }
    }
}
