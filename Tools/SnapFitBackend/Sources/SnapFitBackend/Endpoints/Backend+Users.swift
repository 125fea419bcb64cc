import SnapFitHTTPServer

/// §3.5–3.7: the current user's profile, withdrawal and profile change.
extension Backend {
    /// `GET /snapfit/user`.
    func profile(caller: Int) throws(APIFailure) -> HTTPResponse {
        .json(userJSON(state.users[try validUserIndex(caller)]))
    }

    /// `DELETE /snapfit/user`: a soft delete that may be repeated; tokens stay valid.
    func withdraw(caller: Int) throws(APIFailure) -> HTTPResponse {
        guard let index = state.users.firstIndex(where: { $0.id == caller }) else { throw .snapfit(.notExistUser) }
        state.users[index].valid = false
        return .empty
    }

    /// `POST /snapfit/user/info`: replaces nickname and vibes. The nickname check runs after the new value is
    /// set, so the caller's current nickname is `409, code 15`, as on the real server.
    func modifyInfo(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let body = try StrictObject(body: context.request.body, schema: .infoModify)
        let nickName = try body.string("nickName")
        let vibeNames = try Validate.present(body.strings("vibes"))
        let index = try validUserIndex(caller)
        guard let nickName else {
            throw .asBuilt(.profileChangeWithoutNickname, "profile change without a nickname")
        }
        let vibeIDs = try reference.vibeIDs(vibeNames)
        guard !state.users.contains(where: { $0.nickName.hasSameCodeUnits(as: nickName) }) else {
            throw .snapfit(.existNickname)
        }
        state.users[index].nickName = nickName
        state.users[index].vibeIDs = vibeIDs
        return .json(userJSON(state.users[index]))
    }
}
