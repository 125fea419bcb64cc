/// Loads a list page by page, as infinite scroll asks for it. It never requests a page that already loaded, never
/// runs two loads at once, stops after a short page (or one its loader says is the last), continues after the rows a
/// page showed and left out, and starts over (discarding a load still running) when a new
/// list is started, such as when the filter changes.
public actor Paginator<Item: Sendable> {
    /// Loads one page, with the rows it had to leave out.
    public typealias Loader = @Sendable (PageRequest) async throws(DomainError) -> PageRows<Item>
    /// Loads one page that leaves nothing out.
    public typealias PlainLoader = @Sendable (PageRequest) async throws(DomainError) -> [Item]

    private let pageSize: Int
    private var loader: Loader?
    private var next: PageRequest
    private var loading = false
    private var generation = 0
    /// Every item loaded so far, in page order.
    public private(set) var items: [Item] = []
    /// Whether the last page has been loaded.
    public private(set) var isAtEnd = false
    /// Rows of the list left out so far (see `PageRows`).
    public private(set) var hidden = 0
    /// The items, whether the list is at its end and the rows left out, read at once.
    public var snapshot: (items: [Item], isAtEnd: Bool, hidden: Int) { (items, isAtEnd, hidden) }

    public init(pageSize: Int) {
        self.pageSize = pageSize
        next = PageRequest(offset: 0, limit: pageSize)
    }

    /// Forgets the current list and loads the first page of the one `loader` reads.
    public func start(_ loader: @escaping Loader) async throws(DomainError) -> PaginatorUpdate<Item> {
        generation += 1
        self.loader = loader
        next = PageRequest(offset: 0, limit: pageSize)
        items = []
        isAtEnd = false
        hidden = 0
        loading = false
        return try await loadMore()
    }

    /// `start` for a list that leaves nothing out.
    public func start(_ loader: @escaping PlainLoader) async throws(DomainError) -> PaginatorUpdate<Item> {
        try await start(Self.rows(loader))
    }

    /// Continues a list loaded earlier, in another run: `items` are its rows so far, and the next load asks `loader`
    /// for the rows after them.
    /// `hidden`: rows of it left out so far.
    public func resume(_ loader: @escaping Loader, items: [Item], isAtEnd: Bool, hidden: Int = 0) {
        generation += 1
        self.loader = loader
        self.items = items
        self.isAtEnd = isAtEnd
        self.hidden = hidden
        next = PageRequest(offset: items.count + hidden, limit: pageSize)
        loading = false
    }

    /// Loads the next page of the current list.
    public func loadMore() async throws(DomainError) -> PaginatorUpdate<Item> {
        guard let loader, !isAtEnd else { return .atEnd }
        guard !loading else { return .busy }
        loading = true
        let request = next
        let started = generation
        defer {
            if started == generation { loading = false }
        }
        let page = try await loader(request)
        guard started == generation else { return .superseded }
        items += page.items
        hidden += page.hidden
        next = PageRequest(offset: request.offset + page.items.count + page.hidden, limit: pageSize)
        isAtEnd = page.isLast ?? request.isLast(count: page.items.count + page.hidden)
        return .loaded(page.items)
    }

    private static func rows(_ loader: @escaping PlainLoader) -> Loader {
        { (request) throws(DomainError) in PageRows(items: try await loader(request)) }
    }
}

/// What a paginator's load did.
public enum PaginatorUpdate<Item: Sendable>: Sendable {
    /// A page arrived; it may be empty when the list ended exactly on the previous page.
    case loaded([Item])
    /// The list has no more pages (or none was started).
    case atEnd
    /// A load is already running; nothing new was requested.
    case busy
    /// A new list was started while this page loaded; the page was dropped.
    case superseded
}

extension PaginatorUpdate: Equatable where Item: Equatable {}
