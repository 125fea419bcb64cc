import MakersDomain
import MakersPresentation
import SnapFitPresentation
import SnapFitWeb

/// The registration drafts of every session, whose pictures are held within one budget of bytes: keeping a new
/// draft lets go of the drafts kept longest ago until the pictures fit (their makers then start those forms again).
/// A draft holds only pictures its flow accepted, each at most `PictureRules.maxBytes`.
@MainActor
final class RegistrationDrafts {
    private struct Holder {
        weak var slot: RegistrationSlot?
    }

    /// The most bytes of pictures all drafts hold together.
    let budget: Int
    /// The sessions' slots holding a draft, the one kept longest ago first.
    private var holders: [Holder] = []

    init(budget: Int = 512 << 20) {
        self.budget = budget
    }

    /// Keeps `draft` in a session's `slot`, within the budget.
    func keep(_ draft: RegistrationDraft, in slot: RegistrationSlot) {
        slot.draft = draft
        holders.removeAll { $0.slot == nil || $0.slot === slot || $0.slot?.draft == nil }
        holders.append(Holder(slot: slot))
        var bytes = holders.reduce(0) { $0 + ($1.slot?.draft?.pictureBytes ?? 0) }
        while bytes > budget, holders.count > 1, let oldest = holders.first?.slot {
            bytes -= oldest.draft?.pictureBytes ?? 0
            oldest.end()
            holders.removeFirst()
        }
    }
}
