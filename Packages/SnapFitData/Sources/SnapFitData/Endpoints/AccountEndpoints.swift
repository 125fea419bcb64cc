import SnapFitDomain
import SnapFitNetworking

/// The account routes (§3.1–3.7) and the counts on the user's page (§3.18, §3.25).
enum AccountEndpoints {
    /// `GET /snapfit/login?SocialType=`, with the social token (not a SnapFit JWT) as the bearer.
    static func login(provider: SocialProvider, socialToken: String) -> Endpoint<TokensDTO> {
        Endpoint(
            method: .get, path: "/snapfit/login", queryItems: [.init(name: "SocialType", value: provider.rawValue)],
            headers: socialBearer(socialToken), requiresAuthentication: false)
    }

    /// `POST /snapfit/user`, with the social token as the bearer.
    static func signUp(_ body: SignUpRequestDTO, socialToken: String) -> Endpoint<TokensDTO> {
        Endpoint(
            method: .post, path: "/snapfit/user", headers: socialBearer(socialToken), body: .json(body),
            requiresAuthentication: false)
    }

    /// `GET /refresh/token?refreshToken=`: no `/snapfit` prefix, and public.
    static func refresh(refreshToken: String) -> Endpoint<TokensDTO> {
        Endpoint(
            method: .get, path: "/refresh/token", queryItems: [.init(name: "refreshToken", value: refreshToken)],
            requiresAuthentication: false)
    }

    static func logout(refreshToken: String) -> Endpoint<Void> {
        Endpoint(method: .post, path: "/snapfit/logout", queryItems: [.init(name: "refreshToken", value: refreshToken)])
    }

    static func profile() -> Endpoint<UserDTO> {
        Endpoint(method: .get, path: "/snapfit/user")
    }

    static func withdraw() -> Endpoint<Void> {
        Endpoint(method: .delete, path: "/snapfit/user")
    }

    static func updateProfile(_ body: ProfileUpdateRequestDTO) -> Endpoint<UserDTO> {
        Endpoint(method: .post, path: "/snapfit/user/info", body: .json(body))
    }

    static func likeCount() -> Endpoint<CountDTO> {
        Endpoint(method: .get, path: "/snapfit/post/like/count")
    }

    static func reservationCount() -> Endpoint<CountDTO> {
        Endpoint(method: .get, path: "/snapfit/reservation/count")
    }

    private static func socialBearer(_ token: String) -> [String: String] {
        ["Authorization": "Bearer \(token)"]
    }
}
