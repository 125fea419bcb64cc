import SnapFitHTTPServer

/// §3.16–3.19: likes.
extension Backend {
    /// `POST /snapfit/post/like?postId=`. A missing post breaks the foreign key, a 500 on the real server.
    func like(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let postId = try context.request.integer(.postId)
        guard !isLiked(postId, by: caller) else { throw .snapfit(.alreadyLikePost) }
        guard state.posts.contains(where: { $0.id == postId }) else {
            throw .asBuilt(.likeOfMissingPost, "like of product \(postId), which does not exist")
        }
        state.likes.append(StoredLike(userId: caller, postId: postId))
        return .empty
    }

    /// `DELETE /snapfit/post/like?postId=`.
    func unlike(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let postId = try context.request.integer(.postId)
        guard isLiked(postId, by: caller) else { throw .snapfit(.alreadyLikePost) }
        state.likes.removeAll { $0.postId == postId && $0.userId == caller }
        return .empty
    }

    /// `GET /snapfit/post/like/count`: every like row, hidden posts included.
    func likeCount(caller: Int) -> HTTPResponse {
        .json(["count": .int(state.likes.count { $0.userId == caller })])
    }

    /// `GET /snapfit/post/like?limit=&offset=`: liked valid posts; `offset` is at most 100 here.
    func likedPosts(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let page = try PageParameters(context.request, offset: .likedOffset).validated()
        return try postPage(page, caller: caller, context) { isLiked($0.id, by: caller) }
    }
}
