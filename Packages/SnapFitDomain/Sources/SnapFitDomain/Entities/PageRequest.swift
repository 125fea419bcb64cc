/// Which rows of a list to load: `limit` rows from row `offset`. Lists have no total: a page shorter than its
/// limit is the last one.
public struct PageRequest: Sendable, Hashable {
    public let offset: Int
    public let limit: Int

    public init(offset: Int, limit: Int) {
        self.offset = offset
        self.limit = limit
    }

    /// The page after this one.
    public var next: PageRequest { PageRequest(offset: offset + limit, limit: limit) }

    /// Whether `count` rows answering this request mean the list ends here.
    public func isLast(count: Int) -> Bool { count < limit }
}
