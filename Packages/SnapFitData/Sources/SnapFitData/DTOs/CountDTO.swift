/// `{"count": N}` from the like and reservation counts.
struct CountDTO: Decodable, Sendable, Equatable {
    let count: Int
}
