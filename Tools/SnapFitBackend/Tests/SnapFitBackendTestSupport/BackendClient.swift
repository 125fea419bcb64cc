import Foundation
import SnapFitBackend
import SnapFitHTTPServer
import Testing

/// Sends requests straight to a `Backend` (no HTTP) the way a client would, and reads the answers.
public struct BackendClient: Sendable {
    public let backend: Backend

    public init(backend: Backend) {
        self.backend = backend
    }

    /// A backend in memory, or over `dataFile`, serving `features` beside the contract's routes, opened; in DEV's
    /// `scenario` when one is given.
    package static func open(
        dataFile: String? = nil, features: [BackendFeature] = [], scenario: DevScenario? = nil
    ) async throws -> BackendClient {
        var configuration = Backend.Configuration(
            accessTTL: 1000, refreshTTL: 10000, dataFile: dataFile, now: { Date() })
        configuration.features = features
        configuration.scenario = scenario
        let backend = Backend(configuration: configuration)
        try await backend.open()
        return BackendClient(backend: backend)
    }

    /// A backend over `dataFile`, shared with other processes (and other instances in this one).
    public static func shared(_ dataFile: String) -> BackendClient {
        BackendClient(
            backend: Backend(
                configuration: .init(
                    accessTTL: 1000, refreshTTL: 10000, dataFile: dataFile, sharing: .shared, now: { Date() })))
    }

    public func send(
        _ method: String, _ path: String, query: [(String, String)] = [], bearer: String? = nil, json: String? = nil
    ) async throws -> HTTPResponse {
        var headers = ["host": "backend.test"]
        if let bearer { headers["authorization"] = "Bearer \(bearer)" }
        if json != nil { headers["content-type"] = "application/json" }
        return try await backend.handle(
            HTTPRequest(
                method: method, path: path, query: query.map { (name: $0.0, value: $0.1) }, headers: headers,
                body: Data((json ?? "").utf8)))
    }

    /// Signs in a seeded or signed-up account and returns its access token.
    public func login(_ socialId: String) async throws -> String {
        let response = try await send("GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: socialId)
        try #require(response.status == 200)
        return try #require(Self.object(response)["accessToken"] as? String)
    }

    /// Signs up a new customer and returns its access token.
    public func signUp(_ socialId: String, nickName: String) async throws -> String {
        let response = try await send(
            "POST", "/snapfit/user", bearer: socialId,
            json: """
                {"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"device-\(socialId)",\
                "marketing":false,"nickName":"\(nickName)"}
                """)
        try #require(response.status == 200)
        return try #require(Self.object(response)["accessToken"] as? String)
    }

    /// `count` of `GET path` for the bearer.
    public func count(_ path: String, bearer: String) async throws -> Int? {
        Self.object(try await send("GET", path, bearer: bearer))["count"] as? Int
    }

    public static func object(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    public let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snapfit-backend-\(UUID().uuidString)")

    public init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
