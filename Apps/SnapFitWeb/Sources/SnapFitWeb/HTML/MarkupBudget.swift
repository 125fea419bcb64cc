import Synchronization

/// How many bytes of markup all sessions' memos of their pages (the catalog's `MarkupMemo`) keep together: past `capacity`, a page is rendered and not
/// kept, so a flood of sessions cannot make the kept pages grow without end.
package final class MarkupBudget: Sendable {
    let capacity: Int
    private let held = Mutex(0)

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many bytes are kept now.
    package var heldBytes: Int { held.withLock { $0 } }

    /// Counts `bytes` as kept; false, counting nothing, when they do not fit.
    package func reserve(_ bytes: Int) -> Bool {
        held.withLock { held in
            guard held + bytes <= capacity else { return false }
            held += bytes
            return true
        }
    }

    /// Stops counting `bytes` reserved before.
    package func release(_ bytes: Int) {
        held.withLock { $0 -= bytes }
    }
}
