/// A page of a list (§4.8): the request's `offset` and `limit` echoed, and the rows, in no guaranteed order.
struct PageDTO<Item: Decodable & Sendable>: Decodable, Sendable {
    let offset: Int
    let limit: Int
    let data: [Item]
}
