extension Backend {
    /// The index of a valid user: missing is `404, code 11`, withdrawn `404, code 14`.
    func validUserIndex(_ id: Int) throws(APIFailure) -> Int {
        guard let index = state.users.firstIndex(where: { $0.id == id }) else { throw .snapfit(.notExistUser) }
        guard state.users[index].valid else { throw .snapfit(.leaveUser) }
        return index
    }

    func post(_ id: Int) throws(APIFailure) -> StoredPost {
        guard let post = state.posts.first(where: { $0.id == id }) else { throw .snapfit(.notExistPost) }
        return post
    }

    func isLiked(_ postId: Int, by userId: Int) -> Bool {
        state.likes.contains { $0.postId == postId && $0.userId == userId }
    }

    func nextID<Row>(_ rows: [Row], _ id: (Row) -> Int) -> Int {
        (rows.map(id).max() ?? 0) + 1
    }
}
