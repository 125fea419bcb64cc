import SnapFitDomain

/// What the sign-up screens can ask for: each step checked on its own, then the whole form.
public protocol SignUpBusinessLogic: Sendable {
    func loadTerms(request: SignUpScene.LoadTerms.Request) async
    func acceptTerms(request: SignUpScene.AcceptTerms.Request) async
    func chooseNickname(request: SignUpScene.ChooseNickname.Request) async
    func loadVibeChoices(request: SignUpScene.LoadVibeChoices.Request) async
    func chooseVibes(request: SignUpScene.ChooseVibes.Request) async
    func submit(request: SignUpScene.Submit.Request) async
}

/// Checks each step with the domain's rules as the user goes, then runs the sign-up use case, which checks
/// everything again before sending.
public final class SignUpInteractor: SignUpBusinessLogic {
    private let presenter: any SignUpPresentationLogic
    private let fetchVibes: FetchVibes
    private let signUp: SignUp

    public init(presenter: any SignUpPresentationLogic, fetchVibes: FetchVibes, signUp: SignUp) {
        self.presenter = presenter
        self.fetchVibes = fetchVibes
        self.signUp = signUp
    }

    public func loadTerms(request: SignUpScene.LoadTerms.Request) async {
        await presenter.presentTerms()
    }

    public func acceptTerms(request: SignUpScene.AcceptTerms.Request) async {
        guard request.consents.requiredAccepted else {
            await presenter.presentError(.validation(.init(field: .consents, reason: .required)))
            return
        }
        await presenter.presentTermsAccepted(response: .init(consents: request.consents))
    }

    public func chooseNickname(request: SignUpScene.ChooseNickname.Request) async {
        do {
            let nickname = try ProfileRules.nickname(request.nickname)
            await presenter.presentNicknameAccepted(response: .init(nickname: nickname))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func loadVibeChoices(request: SignUpScene.LoadVibeChoices.Request) async {
        do {
            await presenter.presentVibeChoices(response: .init(vibes: try await fetchVibes()))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func chooseVibes(request: SignUpScene.ChooseVibes.Request) async {
        do {
            let vibes = try ProfileRules.vibes(
                request.vibes.map(VibeGlossary.name(forInput:)), known: try await fetchVibes())
            await presenter.presentVibesAccepted(response: .init(vibes: vibes))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func submit(request: SignUpScene.Submit.Request) async {
        do {
            try await signUp(
                provider: request.provider, socialToken: request.socialToken, nickname: request.nickname,
                vibes: request.vibes.map(VibeGlossary.name(forInput:)), consents: request.consents)
            let nickname = (try? ProfileRules.nickname(request.nickname)) ?? request.nickname
            await presenter.presentSignedUp(response: .init(nickname: nickname))
        } catch {
            await presenter.presentError(error)
        }
    }
}
