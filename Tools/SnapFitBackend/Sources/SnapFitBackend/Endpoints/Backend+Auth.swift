import SnapFitHTTPServer

/// §3.1–3.4: sign-up, login, refresh and logout.
extension Backend {
    /// `POST /snapfit/user`: creates a customer for the social account in the header and returns its tokens.
    func signUp(_ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let socialId = try SocialToken.socialId(of: context.request)
        let body = try StrictObject(body: context.request.body, schema: .signUp)
        let social = try Validate.present(body.string("social"))
        let vibeNames = try body.strings("vibes")
        let deviceType = try body.string("deviceType")
        let deviceToken = try body.string("deviceToken")
        let nickName = try Validate.present(body.string("nickName"))
        guard let vibeNames else { throw .asBuilt(.signUpWithoutVibes, "sign-up without vibes") }

        guard
            !state.users.contains(where: {
                ($0.socialId.hasSameCodeUnits(as: socialId) && $0.socialType == social)
                    || $0.nickName.hasSameCodeUnits(as: nickName)
            })
        else { throw .snapfit(.existUser) }
        let vibeIDs = try reference.vibeIDs(vibeNames)
        let timestamp = KoreaTime.format(context.now)
        let user = StoredUser(
            id: nextID(state.users, \.id), nickName: nickName, socialType: social, socialId: socialId,
            createdAt: timestamp, loginTime: timestamp, marketingReceive: false, photographer: false, noti: true,
            valid: true, profile: nil, vibeIDs: vibeIDs)
        state.users.append(user)
        if let deviceToken {
            registerDevice(deviceToken, type: deviceType ?? "apple", userId: user.id, at: timestamp)
        }
        return .json(tokens.pair(for: user.id, now: context.now))
    }

    /// `GET /snapfit/login?SocialType=`: the tokens of the account whose social id is the bearer token.
    func login(_ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let socialType = try context.request.text(.socialType).lowercased()
        try Validate.that(["kakao", "apple"].contains { $0.hasSameCodeUnits(as: socialType) })
        let socialId = try SocialToken.socialId(of: context.request)
        guard
            let index = state.users.firstIndex(where: {
                $0.socialId.hasSameCodeUnits(as: socialId) && $0.socialType == socialType
            })
        else { throw .snapfit(.notExistUser) }
        guard state.users[index].valid else { throw .snapfit(.leaveUser) }
        state.users[index].loginTime = KoreaTime.format(context.now)
        return .json(tokens.pair(for: state.users[index].id, now: context.now))
    }

    /// `GET /refresh/token?refreshToken=`: a new pair for any valid SnapFit JWT.
    func refresh(_ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        .json(try tokens.refresh(try context.request.text(.refreshToken), now: context.now))
    }

    /// `POST /snapfit/logout?refreshToken=`: a no-op, as on the real server.
    func logout(_ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        _ = try context.request.text(.refreshToken)
        return .empty
    }

    /// A known device id only gets a new login time and keeps its original user, as on the real server.
    private func registerDevice(_ deviceId: String, type: String, userId: Int, at timestamp: String) {
        if let index = state.devices.firstIndex(where: { $0.deviceId.hasSameCodeUnits(as: deviceId) }) {
            state.devices[index].loginDateTime = timestamp
        } else {
            state.devices.append(
                StoredDevice(
                    id: nextID(state.devices, \.id), deviceType: type, deviceId: deviceId, userId: userId,
                    loginDateTime: timestamp))
        }
    }
}
