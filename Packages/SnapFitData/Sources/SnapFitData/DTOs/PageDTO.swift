import SnapFitDomain

/// A page of a list (§4.8): the request's `offset` and `limit` echoed, and the rows, in no guaranteed order.
struct PageDTO<Item: Decodable & Sendable>: Decodable, Sendable {
    let offset: Int
    let limit: Int
    let data: [Item]

    /// The rows of a page asked for with `limit`; more rows than that is not an answer to the request, and is
    /// refused as invalid rather than shown.
    func rows(askedFor limit: Int) throws(DomainError) -> [Item] {
        guard data.count <= limit else {
            throw .invalidResponse(detail: "a page of \(data.count) rows for a request of at most \(limit)")
        }
        return data
    }
}
