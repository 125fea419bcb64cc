import SnapFitWeb
import Synchronization

/// The registration drafts of every session, whose pictures are held within one budget of bytes: keeping a new
/// draft lets go of the drafts kept longest ago until the pictures fit (their makers then start those forms again).
/// A draft holds only pictures its flow accepted, each at most `PictureRules.maxBytes`. The drafts stay in their
/// sessions (`RegistrationSlot`); this ledger counts their bytes, each draft by the ticket it was kept with, and names
/// the drafts to let go, which their sessions do on their own actors.
final class RegistrationDrafts: Sendable {
    /// A draft kept: its ticket, its pictures' bytes, and its session.
    struct Held: Sendable {
        let ticket: Int
        let bytes: Int
        let session: SessionReference
    }

    private struct Ledger {
        var lastTicket = 0
        /// The drafts held, the one kept longest ago first.
        var held: [Held] = []
    }

    /// The most bytes of pictures all drafts hold together.
    let budget: Int
    private let ledger = Mutex(Ledger())

    init(budget: Int = 512 << 20) {
        self.budget = budget
    }

    /// Counts a draft of `bytes` kept in `session`, in place of the one it kept with `replacing`: its ticket, and the
    /// drafts kept longest ago that no longer fit (never the new one).
    func keep(bytes: Int, replacing: Int?, in session: SessionReference) -> (ticket: Int, letGo: [Held]) {
        ledger.withLock { ledger in
            ledger.lastTicket += 1
            ledger.held.removeAll { $0.ticket == replacing }
            ledger.held.append(Held(ticket: ledger.lastTicket, bytes: bytes, session: session))
            var total = ledger.held.reduce(0) { $0 + $1.bytes }
            var letGo: [Held] = []
            while total > budget, ledger.held.count > 1 {
                let oldest = ledger.held.removeFirst()
                total -= oldest.bytes
                letGo.append(oldest)
            }
            return (ledger.lastTicket, letGo)
        }
    }

    /// Stops counting the draft kept with `ticket`: its session let it go.
    func release(_ ticket: Int) {
        ledger.withLock { $0.held.removeAll { $0.ticket == ticket } }
    }
}
