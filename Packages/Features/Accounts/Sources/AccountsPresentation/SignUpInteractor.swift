import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the sign-up flow can be asked to do. The interactor drives it: a screen shows what it presents and feeds
/// the user's answers back.
public protocol SignUpBusinessLogic: FlowBusinessLogic {
    /// Shows the terms, checks the answers given up front in order, and asks for the first one missing or refused
    /// (or, with all of them, creates the account).
    nonisolated(nonsending) func start(request: SignUpScene.Start.Request) async
}

/// Runs sign-up one step at a time: the required terms, marketing, a nickname, the vibes (the catalog fetched
/// once and kept), then the sign-up use case, which checks everything again before sending.
public final class SignUpInteractor: SignUpBusinessLogic {
    private let presenter: any SignUpPresentationLogic
    private let fetchVibes: FetchVibes
    private let signUp: SignUp
    private var start: SignUpScene.Start.Request?
    /// Answers given and not checked yet.
    private var givenRequired: Bool?
    private var givenMarketing: Bool?
    private var givenNickname: String?
    private var givenVibes: [String]?
    /// Answers accepted.
    private var termsAccepted = false
    private var marketing: Bool?
    private var nickname: String?
    private var vibes: [String]?
    private var knownVibes: [Vibe]?
    private var step: SignUpScene.Question.Step?

    public init(presenter: any SignUpPresentationLogic, fetchVibes: FetchVibes, signUp: SignUp) {
        self.presenter = presenter
        self.fetchVibes = fetchVibes
        self.signUp = signUp
    }

    public nonisolated(nonsending) func start(request: SignUpScene.Start.Request) async {
        start = request
        (givenRequired, givenMarketing) = (request.consents?.requiredAccepted, request.consents?.marketing)
        (givenNickname, givenVibes) = (request.nickname, request.vibes)
        (termsAccepted, marketing, nickname, vibes, knownVibes, step) = (false, nil, nil, nil, nil, nil)
        presenter.presentTerms()
        await advance()
    }

    /// Checked at once with the domain's rules, then the next step.
    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        let asked = step
        step = nil
        switch (asked, request) {
        case (.requiredTerms?, .yesNo(let accepted)): givenRequired = accepted
        case (.marketing?, .yesNo(let accepted)): givenMarketing = accepted
        case (.nickname?, .text(let text)): givenNickname = text
        case (.vibes?, .list(let names)): givenVibes = names
        default:
            // An answer that fits no question on screen changes nothing; the question stays.
            if let asked { ask(asked, refusal: nil) }
            return
        }
        await advance()
    }

    public func cancel() {
        guard step != nil else { return }
        step = nil
        presenter.presentCancelled()
    }

    /// Checks the given answers in the flow's order and asks for the first missing or refused; with all of them
    /// accepted, creates the account.
    private nonisolated(nonsending) func advance() async {
        guard let start else { return }
        if !termsAccepted {
            guard let accepted = take(&givenRequired) else { return ask(.requiredTerms, refusal: nil) }
            guard accepted else {
                return ask(.requiredTerms, refusal: .validation(.init(field: .consents, reason: .required)))
            }
            termsAccepted = true
        }
        if marketing == nil {
            guard let given = take(&givenMarketing) else { return ask(.marketing, refusal: nil) }
            marketing = given
            presenter.presentTermsAccepted(response: .init(consents: consents(marketing: given)))
        }
        if nickname == nil {
            guard let given = take(&givenNickname) else { return ask(.nickname, refusal: nil) }
            do {
                let accepted = try ProfileRules.nickname(given)
                nickname = accepted
                presenter.presentNicknameAccepted(response: .init(nickname: accepted))
            } catch {
                return ask(.nickname, refusal: error)
            }
        }
        if vibes == nil {
            guard let known = await catalog() else { return }
            guard let given = take(&givenVibes) else { return ask(.vibes, refusal: nil) }
            do {
                let accepted = try ProfileRules.vibes(given.map(Glossary.vibes.name(forInput:)), known: known)
                vibes = accepted
                presenter.presentVibesAccepted(response: .init(vibes: accepted))
            } catch {
                return ask(.vibes, refusal: error)
            }
        }
        await submit(start)
    }

    /// The catalog's vibes, fetched once (and shown as the choices); `nil` after presenting why they cannot be.
    private nonisolated(nonsending) func catalog() async -> [Vibe]? {
        if let knownVibes { return knownVibes }
        do {
            let vibes = try await fetchVibes()
            knownVibes = vibes
            presenter.presentVibeChoices(response: .init(vibes: vibes))
            return vibes
        } catch {
            step = nil
            presenter.presentError(error)
            return nil
        }
    }

    private nonisolated(nonsending) func submit(_ start: SignUpScene.Start.Request) async {
        step = nil
        guard let nickname, let vibes else { return }
        do {
            try await signUp(
                provider: start.provider, socialToken: start.socialToken, nickname: nickname, vibes: vibes,
                consents: consents(marketing: marketing ?? false))
            presenter.presentSignedUp(response: .init(nickname: nickname))
        } catch {
            presenter.presentError(error)
        }
    }

    private func ask(_ step: SignUpScene.Question.Step, refusal: DomainError?) {
        self.step = step
        presenter.presentQuestion(response: .init(step: step, refusal: refusal), choices: knownVibes ?? [])
    }

    private func consents(marketing: Bool) -> SignUpConsents {
        SignUpScene.LoadTerms.consents(acceptingRequired: true, marketing: marketing)
    }

    /// The value, cleared.
    private func take<Value>(_ value: inout Value?) -> Value? {
        defer { value = nil }
        return value
    }
}
