/// Likes or unlikes products. The caller shows the new state at once (optimistically); while a product's request
/// is on its way, further toggles only change the state wanted, and when it returns only the final wanted state is
/// sent, once, if it differs. A product already in the wanted state is reported as unchanged, not as a failure.
public actor SetLike {
    private let likes: any LikeRepository
    private var wanted: [Int: Bool] = [:]
    private var sending: Set<Int> = []

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
        return LikeOutcome(productID: productID, isLiked: sent ?? liked, changed: changed)
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
