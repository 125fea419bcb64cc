import Foundation
import SnapFitTestSupport
import Testing

/// The addresses the sandbox hands out, and the methods every HTTP server should answer on public routes.
@Suite("Public address, HEAD and OPTIONS")
struct PublicAddressAndMethodsTests {
    @Test func uploadURL_isBuiltFromTheConfiguredAddress_neverFromTheHostHeader() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let client = try RawHTTPClient(port: sut.sandbox.port)
        // When
        await client.send(
            "GET /snapfit/image/paths?ext=png HTTP/1.1\r\nHost: evil.example:6666\r\n"
                + "Authorization: Bearer \(access)\r\n\r\n")
        let response = await client.response()
        // Then
        let body = try #require(response?.text)
        #expect(response?.status == 200)
        #expect(!body.contains("evil.example"))
        #expect(body.contains(sut.origin + "/storage/"))
    }

    @Test func publicURLOption_isTheOriginOfFileURLs() async throws {
        // Given
        let sut = try await SandboxHarness(publicURL: URL(string: "https://snap.example:8443"))
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        // When
        let paths = try await sut.send("GET", "/snapfit/image/paths", query: [("ext", "png")], bearer: access)
        // Then
        let info = try #require((paths.object["fileInfos"] as? [[String: String]])?.first)
        #expect(info["filePath"]?.hasPrefix("https://snap.example:8443/storage/") == true)
    }

    @Test(arguments: ["/snapfit/vibes", "/snapfit/locations"])
    func head_ofAPublicRoute_isItsGetWithoutABody(path: String) async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let get = try await sut.send("GET", path)
        let head = try await sut.send("HEAD", path)
        // Then
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
    }

    @Test func options_ofAPublicRoute_listsItsMethods_withoutAToken() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let vibes = try await sut.send("OPTIONS", "/snapfit/vibes")
        let user = try await sut.send("OPTIONS", "/snapfit/user")
        // Then
        #expect(vibes.status == 200)
        #expect(vibes.header("Allow") == "GET,HEAD,OPTIONS")
        #expect(user.status == 200)
        #expect(user.header("Allow") == "DELETE,GET,HEAD,OPTIONS,POST")
    }

    @Test func headAndOptions_ofAProtectedOnlyRoute_stillNeedAToken() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let head = try await sut.send("HEAD", "/snapfit/reservation/count")
        let options = try await sut.send("OPTIONS", "/snapfit/reservation/count")
        // Then
        #expect(head.status == 401)
        #expect(options.status == 401)
    }

    @Test(arguments: ["=", "=="])
    func accessTokenWithPaddingAppended_isRefused(padding: String) async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        // When
        let padded = try await sut.send("GET", "/snapfit/user", bearer: access + padding)
        let plain = try await sut.send("GET", "/snapfit/user", bearer: access)
        // Then
        #expect(padded.status == 401)
        #expect(plain.status == 200)
    }
}
