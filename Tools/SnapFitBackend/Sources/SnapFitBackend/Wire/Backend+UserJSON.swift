extension Backend {
    /// `{id, nickName}` of a post's maker or a reservation's participant; missing is `404, code 11`,
    /// withdrawn `404, code 14`, which fails the whole response as on the real server.
    func userRef(_ id: Int) throws(APIFailure) -> JSONValue {
        let user = state.users[try validUserIndex(id)]
        return ["id": .int(user.id), "nickName": .string(user.nickName)]
    }

    /// The `User` shape (contract §4.3).
    func userJSON(_ user: StoredUser) -> JSONValue {
        let vibes: [JSONValue] = user.vibeIDs.compactMap { id in
            reference.vibeName(id).map { ["id": .int(id), "name": .string($0)] }
        }
        return [
            "id": .int(user.id),
            "nickName": .string(user.nickName),
            "vibes": .array(vibes.isEmpty ? [["id": nil, "name": nil]] : vibes),
            "socialType": .string(user.socialType),
            "marketingReceive": .bool(user.marketingReceive),
            "photographer": .bool(user.photographer),
            "noti": .bool(user.noti),
            "profile": .optional(user.profile),
        ]
    }
}
