import SnapFitHTTPServer

extension HTTPRequest {
    /// The value of an integer parameter, converted as Spring converts `Integer` and `Long` (the first value when
    /// given several times): missing, or not a number of that size, is `400, code 1`, so an `offset` past 2³¹−1 is
    /// refused, never echoed. Its bounds are checked apart, by `QueryParameter.checkBounds(_:)`, once every
    /// parameter was converted.
    func integer(_ parameter: QueryParameter) throws(APIFailure) -> Int {
        guard case .integer(let whole) = parameter.kind, let value = queryValue(parameter.name),
            let number = Int(value), whole.bits == 64 || Int32(exactly: number) != nil
        else { throw .invalidRequest }
        return number
    }

    /// The value of a text parameter; missing is `400, code 1`. Given several times, its values are joined with
    /// commas, as Spring converts a list to a `String`.
    func text(_ parameter: QueryParameter) throws(APIFailure) -> String {
        let values = queryValues(parameter.name)
        guard !values.isEmpty else { throw .invalidRequest }
        return values.joined(separator: ",")
    }

    /// The items of a list parameter, repeated or comma-separated, as Spring binds `List<String>`; missing is
    /// `400, code 1`.
    func list(_ parameter: QueryParameter) throws(APIFailure) -> [String] {
        let values = queryValues(parameter.name)
        guard !values.isEmpty else { throw .invalidRequest }
        return values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}

extension QueryParameter {
    /// Checks a converted value against the declared bounds: a violation is a 400 in Spring's default body, as
    /// method validation is not mapped by the server.
    func checkBounds(_ value: Int) throws(APIFailure) {
        guard case .integer(let whole) = kind, let range = whole.range else { return }
        guard range.contains(value) else { throw .badRequest }
    }

    /// Checks a text value's length (in UTF-16 units, as Java's `@Size` counts) against the declared bounds.
    func checkBounds(_ value: String) throws(APIFailure) {
        guard case .text(let text) = kind, let length = text.length else { return }
        guard length.contains(value.utf16.count) else { throw .badRequest }
    }
}

/// The `limit` and `offset` of a paged list, read like the server's `@RequestParam @Min @Max` parameters.
struct PageParameters {
    let limit: Int
    let offset: Int
    private let offsetParameter: QueryParameter

    /// Converts both parameters (`offset` as declared by `offsetParameter`); missing or not a Java `Integer` is
    /// `400, code 1`.
    init(_ request: HTTPRequest, offset offsetParameter: QueryParameter = .offset) throws(APIFailure) {
        limit = try request.integer(.limit)
        offset = try request.integer(offsetParameter)
        self.offsetParameter = offsetParameter
    }

    /// Checks the bounds after every parameter was converted: a violation is a 400 in Spring's default body.
    func validated() throws(APIFailure) -> PageParameters {
        try QueryParameter.limit.checkBounds(limit)
        try offsetParameter.checkBounds(offset)
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
