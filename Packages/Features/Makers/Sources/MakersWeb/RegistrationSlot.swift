import SnapFitAppCore
import SnapFitWeb

/// Where a session keeps the registration its maker is filling in or reviewing; a new user's session starts without.
/// Its pictures are counted among every session's (`RegisterPage.drafts`) while it holds them.
final class RegistrationSlot: FeatureState {
    var draft: RegistrationDraft? {
        didSet { if draft == nil { release() } }
    }
    /// The ticket the ledger of all drafts counts the draft by, and that ledger.
    private(set) var ticket: Int?
    private var ledger: RegistrationDrafts?

    init() {}

    /// Keeps `draft` in the session, within the budget of every session's drafts; the drafts that no longer fit are
    /// let go in their own sessions.
    func keep(
        _ draft: RegistrationDraft, in session: SessionReference, drafts: RegistrationDrafts = RegisterPage.drafts
    ) {
        let kept = drafts.keep(bytes: draft.pictureBytes, replacing: ticket, in: session)
        (self.draft, ticket, ledger) = (draft, kept.ticket, drafts)
        for held in kept.letGo {
            let ticket = held.ticket
            held.session.send { $0.state(RegistrationSlot.self).letGo(ticket: ticket) }
        }
    }

    /// Lets the draft kept with `ticket` go, unless a newer one replaced it.
    func letGo(ticket: Int) {
        guard ticket == self.ticket else { return }
        end()
    }

    func end() {
        draft?.review?.scene.cancel()
        draft = nil
    }

    deinit { release() }

    private func release() {
        guard let ticket else { return }
        ledger?.release(ticket)
        self.ticket = nil
    }
}
