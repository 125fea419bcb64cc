/// The registration drafts of every session, whose pictures are held within one budget of bytes: keeping a new
/// draft lets go of the drafts kept longest ago until the pictures fit (their makers then start those forms again).
/// A draft holds only pictures its flow accepted, each at most `PictureRules.maxBytes`.
@MainActor
final class RegistrationDrafts {
    private struct Holder {
        weak var session: WebSession?
    }

    /// The most bytes of pictures all drafts hold together.
    let budget: Int
    /// The sessions holding a draft, the one kept longest ago first.
    private var holders: [Holder] = []

    init(budget: Int = 512 << 20) {
        self.budget = budget
    }

    /// Keeps `draft` in `session`, within the budget.
    func keep(_ draft: RegistrationDraft, in session: WebSession) {
        session.registration = draft
        holders.removeAll { $0.session == nil || $0.session === session || $0.session?.registration == nil }
        holders.append(Holder(session: session))
        var bytes = holders.reduce(0) { $0 + ($1.session?.registration?.pictureBytes ?? 0) }
        while bytes > budget, holders.count > 1, let oldest = holders.first?.session {
            bytes -= oldest.registration?.pictureBytes ?? 0
            oldest.registration?.review?.scene.cancel()
            oldest.registration = nil
            holders.removeFirst()
        }
    }
}
