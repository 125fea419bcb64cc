import Foundation
import SnapFitBackend
import SnapFitSandbox
import SnapFitTestSupport
import Testing

/// A sandbox started in process on an ephemeral loopback port for one test, with a hand-moved clock,
/// and a small HTTP client for it.
final class SandboxHarness: Sendable {
    let clock: TestClock
    let sandbox: RunningSandbox
    let client: HTTPTestClient
    /// What the sandbox reported about the 500s it answered.
    let errorReports = LineRecorder()

    var backend: Backend { sandbox.backend }
    var origin: String { sandbox.baseURL.absoluteString }

    /// Waits for one of the `ServerSlots`, then starts; `stop()` gives the slot back.
    init(accessTTL: Int = 1000, refreshTTL: Int = 10000, dataFile: String? = nil, publicURL: URL? = nil) async throws {
        let clock = TestClock()
        self.clock = clock
        await ServerSlots.shared.take()
        let errorReports = errorReports
        do {
            sandbox = try await Sandbox.start(
                SandboxOptions(
                    host: "127.0.0.1", port: 0, accessTTL: accessTTL, refreshTTL: refreshTTL, dataFile: dataFile,
                    now: { clock.now }, publicURL: publicURL, reportError: { errorReports.log($0) }))
        } catch {
            ServerSlots.shared.give()
            throw error
        }
        client = HTTPTestClient(baseURL: sandbox.baseURL)
    }

    func stop() {
        sandbox.stop()
        ServerSlots.shared.give()
    }

    /// Sends one request. `json` is sent as the body with a JSON content type.
    func send(
        _ method: String, _ path: String, query: [(String, String)] = [], bearer: String? = nil,
        json: String? = nil, body: Data? = nil, headers: [String: String] = [:]
    ) async throws -> TestResponse {
        var allHeaders = headers
        if let bearer { allHeaders["Authorization"] = "Bearer \(bearer)" }
        if json != nil { allHeaders["Content-Type"] = "application/json;charset=UTF-8" }
        return try await client.send(
            method, path: path, query: query, headers: allHeaders, body: json.map { Data($0.utf8) } ?? body ?? Data())
    }

    /// Sends a request to an absolute URL on this sandbox (a signed upload URL, a stored file).
    func send(
        _ method: String, url: String, body: Data = Data(), headers: [String: String] = [:]
    ) async throws
        -> TestResponse
    {
        try await client.send(method, url: try URL(string: url).orThrow(), headers: headers, body: body)
    }

    /// Signs in a seeded or signed-up account and returns its access and refresh tokens.
    func login(_ socialId: String, socialType: String = "kakao") async throws -> (access: String, refresh: String) {
        let response = try await send("GET", "/snapfit/login", query: [("SocialType", socialType)], bearer: socialId)
        try #require(response.status == 200)
        return (
            try #require(response.object["accessToken"] as? String),
            try #require(response.object["refreshToken"] as? String)
        )
    }

    /// Signs up a new customer and returns its access token.
    func signUp(_ socialId: String, nickName: String, vibes: [String] = ["러블리"]) async throws -> String {
        let vibeList = vibes.map { "\"\($0)\"" }.joined(separator: ",")
        let response = try await send(
            "POST", "/snapfit/user", bearer: socialId,
            json: """
                {"social":"kakao","vibes":[\(vibeList)],"deviceType":"apple","deviceToken":"device-\(socialId)",\
                "marketing":true,"nickName":"\(nickName)"}
                """)
        try #require(response.status == 200)
        return try #require(response.object["accessToken"] as? String)
    }
}

extension SandboxHarness {
    /// Uploads one small file through a signed URL and returns its `fileName`.
    func uploadImage(access: String, ext: String = "png") async throws -> String {
        let paths = try await send("GET", "/snapfit/image/paths", query: [("ext", ext)], bearer: access)
        let info = try #require((paths.object["fileInfos"] as? [[String: String]])?.first)
        let upload = try await send(
            "PUT", url: try #require(info["filePath"]), body: Data([1, 2, 3]),
            headers: ["Content-Type": "image/\(ext)"])
        try #require(upload.status == 200)
        return try #require(info["fileName"])
    }

    /// A valid `CreatePost` body over uploaded files.
    func postBody(images: [String], thumbnail: String, extra: String = "") -> String {
        let names = images.map { "\"\($0)\"" }.joined(separator: ",")
        return """
            {"vibes":["러블리","밝은"],"locations":["서울"],"imageNames":[\(names)],"thumbnail":"\(thumbnail)",\
            "title":"한강 스냅","desc":"노을 촬영","studio":true,"prices":[{"min":30,"price":30000},\
            {"min":60,"price":100000}],"personPrice":10000\(extra)}
            """
    }

    /// Creates a post as the seeded maker and returns its detail.
    func createPost() async throws -> [String: Any] {
        let access = try await login("dev-maker").access
        let image = try await uploadImage(access: access)
        let response = try await send(
            "POST", "/snapfit/post", bearer: access, json: postBody(images: [image], thumbnail: image))
        try #require(response.status == 200)
        return response.object
    }
}
