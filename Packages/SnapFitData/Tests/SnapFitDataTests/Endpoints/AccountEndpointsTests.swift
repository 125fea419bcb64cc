import Foundation
import SnapFitDomain
import SnapFitNetworking
import Testing

@testable import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct AccountEndpointsTests {
    private let base = URL(string: "http://127.0.0.1:8081")!

    private func request(_ endpoint: some Requestable) throws -> URLRequest {
        try endpoint.makeURLRequest(defaultBaseURL: base, encoder: JSONEncoder())
    }

    @Test func login_sendsTheSocialTokenAsBearerAndTheCaseSensitiveQuery() throws {
        let sut = AccountEndpoints.login(provider: .apple, socialToken: "dev-customer")
        let request = try request(sut)
        #expect(request.url?.absoluteString == "http://127.0.0.1:8081/snapfit/login?SocialType=apple")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer dev-customer")
        #expect(!sut.requiresAuthentication)
    }

    @Test func refresh_hasNoSnapFitPrefixAndIsPublic() throws {
        let sut = AccountEndpoints.refresh(refreshToken: "r.t.k")
        #expect(try request(sut).url?.absoluteString == "http://127.0.0.1:8081/refresh/token?refreshToken=r.t.k")
        #expect(!sut.requiresAuthentication)
    }

    @Test func signUp_bodyUsesExactlyTheWireNames() throws {
        let body = SignUpRequestDTO(
            social: "kakao", vibes: ["러블리"], deviceType: "android", deviceToken: "id-1", marketing: true,
            nickName: "새싹")
        let request = try request(AccountEndpoints.signUp(body, socialToken: "new"))
        let json = try #require(try JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
        #expect(Set(json.keys) == ["social", "vibes", "deviceType", "deviceToken", "marketing", "nickName"])
        #expect(json["marketing"] as? Bool == true)
        #expect(request.httpMethod == "POST" && request.url?.path == "/snapfit/user")
    }

    @Test func protectedRoutes_requireAuthenticationWithTheirMethodsAndPaths() throws {
        let routes: [(any Requestable, String, String)] = [
            (AccountEndpoints.logout(refreshToken: "r"), "POST", "/snapfit/logout"),
            (AccountEndpoints.profile(), "GET", "/snapfit/user"),
            (AccountEndpoints.withdraw(), "DELETE", "/snapfit/user"),
            (AccountEndpoints.updateProfile(.init(nickName: "새이름", vibes: ["시크"])), "POST", "/snapfit/user/info"),
            (AccountEndpoints.likeCount(), "GET", "/snapfit/post/like/count"),
            (AccountEndpoints.reservationCount(), "GET", "/snapfit/reservation/count"),
        ]
        for (endpoint, method, path) in routes {
            let request = try request(endpoint)
            #expect(endpoint.requiresAuthentication, "\(path)")
            #expect(request.httpMethod == method && request.url?.path == path)
        }
    }

    @Test func userDTO_contractShape_mapsToAUserWithRole() throws {
        let json = #"""
            {"id":32,"nickName":"스냅러버","vibes":[{"id":1,"name":"러블리"}],"socialType":"kakao",
             "marketingReceive":false,"photographer":true,"noti":true,"profile":null}
            """#
        let user = try JSONDecoder().decode(UserDTO.self, from: Data(json.utf8)).toDomain()
        #expect(
            user
                == User(id: 32, nickname: "스냅러버", vibes: [Vibe(id: 1, name: "러블리")], role: .maker, profileImageURL: nil)
        )
    }

    @Test func userDTO_withoutVibes_theServersNullPairIsDropped() throws {
        let json = #"{"id":1,"nickName":"ab","vibes":[{"id":null,"name":null}],"photographer":false,"profile":null}"#
        let user = try JSONDecoder().decode(UserDTO.self, from: Data(json.utf8)).toDomain()
        #expect(user.vibes.isEmpty && user.role == .customer)
    }

    @Test(arguments: [
        (3, DomainError.sessionExpired), (10, .invalidSocialToken), (11, .accountNotFound), (13, .accountExists),
        (14, .accountWithdrawn), (15, .nicknameTaken),
    ])
    func accountErrorCodes_mapToDomainErrors(code: Int, expected: DomainError) {
        let error = NetworkError.httpStatus(
            HTTPFailure(status: 409, body: Data(), serverError: ServerError(code: code, message: "…")))
        #expect(error.toDomain(overrides: AccountErrorCodes.overrides, path: "/snapfit/x") == expected)
    }
}
