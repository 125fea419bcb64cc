import SnapFitHTTPServer

extension HTTPRequest {
    /// A required query parameter; missing is `400, code 1`, as Spring's missing-parameter error is mapped.
    func requiredQuery(_ name: String) throws(APIFailure) -> String {
        guard let value = queryValue(name) else { throw .invalidRequest }
        return value
    }

    /// A required integer query parameter; missing or not a number is `400, code 1`.
    func requiredIntegerQuery(_ name: String) throws(APIFailure) -> Int {
        guard let value = Int(try requiredQuery(name)) else { throw .invalidRequest }
        return value
    }

    /// A list query parameter, repeated or comma-separated, as Spring binds `List<String>`; missing is `400, code 1`.
    func requiredListQuery(_ name: String) throws(APIFailure) -> [String] {
        let values = queryValues(name)
        guard !values.isEmpty else { throw .invalidRequest }
        return values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}

/// The `limit` and `offset` of a paged list, read like the server's `@RequestParam @Min @Max` parameters.
struct PageParameters {
    let limit: Int
    let offset: Int

    /// Reads both parameters; missing or not a number is `400, code 1`.
    init(_ request: HTTPRequest) throws(APIFailure) {
        limit = try request.requiredIntegerQuery("limit")
        offset = try request.requiredIntegerQuery("offset")
    }

    /// Checks the ranges after every parameter was read: `limit` 1–100 and `offset` ≥ 0 (and ≤ `maxOffset`).
    /// A violation is a 400 in Spring's default body, as method validation is not mapped by the server.
    func validated(maxOffset: Int = .max) throws(APIFailure) -> PageParameters {
        guard (1...100).contains(limit), (0...maxOffset).contains(offset) else { throw .badRequest }
        return self
    }

    /// The `{offset, limit, data}` page of `items` in this window.
    func page<Item>(of items: [Item], render: (Item) throws(APIFailure) -> JSONValue) throws(APIFailure) -> JSONValue {
        let window = items.dropFirst(offset).prefix(limit)
        var data: [JSONValue] = []
        for item in window { data.append(try render(item)) }
        return ["offset": .int(offset), "limit": .int(limit), "data": .array(data)]
    }
}
