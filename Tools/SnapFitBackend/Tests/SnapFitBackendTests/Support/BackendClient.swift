import Foundation
import SnapFitBackend
import SnapFitHTTPServer
import Testing

/// Sends requests straight to a `Backend` (no HTTP) the way a client would, and reads the answers.
struct BackendClient {
    let backend: Backend

    /// A backend over `dataFile`, shared with other processes (and other instances in this one).
    static func shared(_ dataFile: String) -> BackendClient {
        BackendClient(
            backend: Backend(
                configuration: .init(
                    accessTTL: 1000, refreshTTL: 10000, dataFile: dataFile, sharing: .shared, now: { Date() })))
    }

    func send(
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
    func login(_ socialId: String) async throws -> String {
        let response = try await send("GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: socialId)
        try #require(response.status == 200)
        return try #require(Self.object(response)["accessToken"] as? String)
    }

    /// Signs up a new customer and returns its access token.
    func signUp(_ socialId: String, nickName: String) async throws -> String {
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
    func count(_ path: String, bearer: String) async throws -> Int? {
        Self.object(try await send("GET", path, bearer: bearer))["count"] as? Int
    }

    static func object(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-backend-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
