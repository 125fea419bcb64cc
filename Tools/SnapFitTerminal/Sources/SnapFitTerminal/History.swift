import Foundation

/// The lines entered before, oldest first, browsed with Up and Down. At most `limit` are kept, the same line twice
/// in a row once, blank lines never, and each line as `keeps` says: as it was, changed (a secret masked), or not at all.
public struct History: Sendable {
    public private(set) var entries: [String]
    public let limit: Int
    public let keeps: @Sendable (String) -> String?
    /// The entry shown while browsing, and the line that was being typed before browsing started.
    private var position: Int?
    private var draft = ""

    /// `keeps` by default trims the line's surrounding spaces.
    public init(
        entries: [String] = [], limit: Int = 500,
        keeps: @escaping @Sendable (String) -> String? = { $0.trimmingCharacters(in: .whitespaces) }
    ) {
        self.limit = limit
        self.keeps = keeps
        self.entries = Array(entries.compactMap(keeps).filter { !$0.isEmpty }.suffix(limit))
    }

    /// Stops browsing: the next Up starts again from the newest entry.
    public mutating func rewind() {
        position = nil
    }

    /// Keeps `line` as `keeps` says, and stops browsing.
    public mutating func add(_ line: String) {
        rewind()
        guard let kept = keeps(line), !kept.isEmpty, kept != entries.last else { return }
        entries.append(kept)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// The entry before the one shown (`current` is kept to come back to); `nil` at the oldest.
    public mutating func previous(from current: String) -> String? {
        let target = (position ?? entries.count) - 1
        guard target >= 0 else { return nil }
        if position == nil { draft = current }
        position = target
        return entries[target]
    }

    /// The entry after the one shown, or the line being typed before browsing; `nil` when not browsing.
    public mutating func next() -> String? {
        guard let position else { return nil }
        guard position + 1 < entries.count else {
            self.position = nil
            return draft
        }
        self.position = position + 1
        return entries[position + 1]
    }
}
