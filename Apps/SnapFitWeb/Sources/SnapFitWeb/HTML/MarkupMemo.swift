import Synchronization

/// The markup rendered last, kept with everything it was rendered from: the same inputs give the same markup, so a
/// page shown again with nothing changed reuses its bytes instead of building them anew. It holds one rendering,
/// and is used off the main actor, where pages are built.
final class MarkupMemo<Inputs: Equatable & Sendable>: Sendable {
    private let last = Mutex<(inputs: Inputs, markup: HTML)?>(nil)

    /// The markup `render` makes of `inputs`: the kept one when `inputs` are those it was made of.
    func markup(for inputs: Inputs, _ render: (Inputs) -> HTML) -> HTML {
        if let kept = last.withLock({ $0 }), kept.inputs == inputs { return kept.markup }
        let markup = render(inputs)
        last.withLock { $0 = (inputs, markup) }
        return markup
    }
}
