import SnapFitDomain

/// Reads a page around products whose maker left SnapFit. The server fails a whole page for one such product
/// (contract §4.8), so a failing range is split in halves, and halves again, until the broken rows stand alone: the
/// others are shown and the broken ones counted as hidden. At most `extraRequests` more requests are made for one
/// page; a range still failing then is counted as hidden whole (at the end of a list it may hold fewer rows).
public enum WithdrawnMakerNarrowing {
    public static let extraRequests = 24

    public static func read<Item: Sendable>(
        _ page: PageRequest, _ load: (PageRequest) async throws(DomainError) -> [Item]
    ) async throws(DomainError) -> PageRows<Item> {
        var budget = extraRequests
        return try await read(page, load, budget: &budget)
    }

    private static func read<Item: Sendable>(
        _ page: PageRequest, _ load: (PageRequest) async throws(DomainError) -> [Item], budget: inout Int
    ) async throws(DomainError) -> PageRows<Item> {
        do {
            return PageRows(items: try await load(page))
        } catch .makerWithdrawn {
            guard page.limit > 1, budget >= 2 else { return PageRows(items: [], hidden: page.limit) }
            budget -= 2
            let half = page.limit / 2
            let first = try await read(PageRequest(offset: page.offset, limit: half), load, budget: &budget)
            guard first.items.count + first.hidden == half else { return first }
            let rest = PageRequest(offset: page.offset + half, limit: page.limit - half)
            let second = try await read(rest, load, budget: &budget)
            return PageRows(items: first.items + second.items, hidden: first.hidden + second.hidden)
        }
    }
}
