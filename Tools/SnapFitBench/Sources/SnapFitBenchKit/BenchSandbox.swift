import Foundation
import SnapFitNetworking
import SnapFitSandbox

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A sandbox started in this process with the seeded customer signed in over raw HTTP.
struct BenchSandbox {
    let sandbox: RunningSandbox
    let credentials: Credentials

    static func start(_ options: SandboxOptions = SandboxOptions(), session: URLSession) async throws -> BenchSandbox {
        let sandbox = try await Sandbox.start(options)
        var request = URLRequest(url: URL(string: sandbox.baseURL.absoluteString + "/snapfit/login?SocialType=kakao")!)
        request.setValue("Bearer dev-customer", forHTTPHeaderField: "Authorization")
        let (data, _) = try await session.data(for: request)
        let tokens = try JSONDecoder().decode([String: String].self, from: data)
        guard let access = tokens["accessToken"], let refresh = tokens["refreshToken"] else {
            throw BenchFailure("the sandbox did not sign the customer in")
        }
        return BenchSandbox(sandbox: sandbox, credentials: Credentials(accessToken: access, refreshToken: refresh))
    }

    /// `GET /snapfit/posts/all?limit=30&offset=0` with the customer's access token.
    func postsRequest() -> URLRequest {
        var request = URLRequest(
            url: URL(string: sandbox.baseURL.absoluteString + "/snapfit/posts/all?limit=30&offset=0")!)
        request.setValue("Bearer \(credentials.accessToken)", forHTTPHeaderField: "Authorization")
        return request
    }
}

/// Why a benchmark could not run.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Credentials kept in memory for the benchmarks' providers.
actor BenchCredentialStore: CredentialStore {
    private var credentials: Credentials?

    init(_ credentials: Credentials?) {
        self.credentials = credentials
    }

    func load() -> Credentials? { credentials }
    func save(_ credentials: Credentials) { self.credentials = credentials }
    func clear() { credentials = nil }
}
