/// Likes or unlikes products. The caller shows the new state at once (optimistically); while a product's request
/// is on its way, further toggles only change the state wanted, and when it returns only the final wanted state is
/// sent, once, if it differs. A product already in the wanted state is reported as unchanged, not as a failure.
/// It remembers the state each product was set to, so that lists read before show it (`marked(_:)`).
public actor SetLike {
    /// How many products' states it remembers; the oldest set is forgotten first.
    public static let rememberedCount = 1_000

    private let likes: any LikeRepository
    private var wanted: [Int: Bool] = [:]
    private var sending: Set<Int> = []
    private var settled: [Int: Bool] = [:]
    /// The products of `settled`, the one set longest ago first.
    private var settledOrder: [Int] = []

    public init(likes: any LikeRepository) {
        self.likes = likes
    }

    public func callAsFunction(_ liked: Bool, productID: Int) async throws(DomainError) -> LikeOutcome {
        wanted[productID] = liked
        guard !sending.contains(productID) else {
            return LikeOutcome(productID: productID, isLiked: liked, changed: true)
        }
        sending.insert(productID)
        defer {
            sending.remove(productID)
            wanted[productID] = nil
        }
        var changed = false
        var sent: Bool?
        while let state = wanted[productID], state != sent {
            changed = try await send(state, productID: productID) || changed
            sent = state
        }
        settle(productID, liked: sent ?? liked)
        return LikeOutcome(productID: productID, isLiked: sent ?? liked, changed: changed)
    }

    /// `products` with the like state set here since they were read; the same array when none was.
    public func marked(_ products: [ProductSummary]) -> [ProductSummary] {
        let settled = settled
        guard products.contains(where: { product in settled[product.id].map { $0 != product.isLiked } ?? false })
        else { return products }
        return products.map { product in
            var product = product
            product.isLiked = settled[product.id] ?? product.isLiked
            return product
        }
    }

    private func settle(_ productID: Int, liked: Bool) {
        if settled.updateValue(liked, forKey: productID) != nil { settledOrder.removeAll { $0 == productID } }
        settledOrder.append(productID)
        if settledOrder.count > Self.rememberedCount { settled[settledOrder.removeFirst()] = nil }
    }

    /// Sends one state; `false` when the server already had it.
    private func send(_ liked: Bool, productID: Int) async throws(DomainError) -> Bool {
        do {
            if liked {
                try await likes.like(productID: productID)
            } else {
                try await likes.unlike(productID: productID)
            }
            return true
        } catch .alreadyLiked where liked {
            return false
        } catch .notLiked where !liked {
            return false
        }
    }
}
