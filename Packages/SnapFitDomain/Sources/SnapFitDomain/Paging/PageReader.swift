/// Reads a list page after page until a short page ends it, up to a number of pages, for screens that show a list
/// whole.
public enum PageReader {
    public static func all<Item: Sendable>(
        pageSize: Int, maxPages: Int, _ load: (PageRequest) async throws(DomainError) -> [Item]
    ) async throws(DomainError) -> [Item] {
        var items: [Item] = []
        var page = PageRequest(offset: 0, limit: pageSize)
        for _ in 0..<maxPages {
            let rows = try await load(page)
            items += rows
            if page.isLast(count: rows.count) { break }
            page = page.next
        }
        return items
    }
}
