import SnapFitWeb
import Synchronization

/// The markup rendered last, kept with everything it was rendered from: the same inputs give the same markup, so a
/// page shown again with nothing changed reuses its bytes instead of building them anew. It holds one rendering,
/// counted in a `MarkupBudget` (none when the budget is full).
final class MarkupMemo<Inputs: Equatable & Sendable>: Sendable {
    private struct Kept {
        let inputs: Inputs
        let markup: HTML
        let budget: MarkupBudget
    }

    private let last = Mutex<Kept?>(nil)

    deinit {
        last.withLock { kept in kept.map { $0.budget.release($0.markup.bytes.count) } }
    }

    /// The markup `render` makes of `inputs`: the kept one when `inputs` are those it was made of. A new rendering
    /// is kept in place of the last if `budget` has room for it.
    func markup(for inputs: Inputs, within budget: MarkupBudget, _ render: (Inputs) -> HTML) -> HTML {
        if let kept = last.withLock({ $0 }), kept.inputs == inputs { return kept.markup }
        let markup = render(inputs)
        last.withLock { kept in
            if let old = kept { old.budget.release(old.markup.bytes.count) }
            kept = budget.reserve(markup.bytes.count) ? Kept(inputs: inputs, markup: markup, budget: budget) : nil
        }
        return markup
    }
}
