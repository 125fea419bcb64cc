import Foundation
import Testing

@Suite("Signed upload URLs and the storage stand-in")
struct ImageEndpointsTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    @Test func imagePaths_repeatedAndCommaExt_oneSignedURLPerExtensionInOrder() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let response = try await sut.send(
            "GET", "/snapfit/image/paths", query: [("ext", "png"), ("ext", "heic,heif")], bearer: access)
        #expect(response.status == 200)
        #expect(Set(response.object.keys) == ["fileInfos"])
        let infos = try #require(response.object["fileInfos"] as? [[String: String]])
        #expect(infos.map { $0["fileName"]?.split(separator: ".").last.map(String.init) } == ["png", "heic", "heif"])
        #expect(infos.allSatisfy { ($0["filePath"] ?? "").hasPrefix(sut.origin + "/") })
        #expect(Set(infos.compactMap { $0["fileName"] }).count == 3)
    }

    @Test(arguments: ["jpg", "PNG", "png,", ""])
    func imagePaths_unsupportedExt_is400Code1(ext: String) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let response = try await sut.send("GET", "/snapfit/image/paths", query: [("ext", ext)], bearer: access)
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func upload_withinThreeMinutes_withoutAuthorization_isServedBack() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let (fileName, url) = try await issueURL(sut, ext: "png")
        sut.clock.advance(by: 179)
        // When
        let upload = try await sut.send("PUT", url: url, body: Self.png, headers: ["Content-Type": "image/png"])
        // Then
        #expect(upload.status == 200)
        let download = try await sut.send("GET", url: sut.origin + "/storage/snapfit-sandbox/" + fileName)
        #expect(download.status == 200)
        #expect(download.body == Self.png)
        #expect(download.header("Content-Type") == "image/png")
    }

    @Test func upload_afterThreeMinutes_isRejectedAndNothingStored() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let (fileName, url) = try await issueURL(sut, ext: "png")
        sut.clock.advance(by: 181)
        let upload = try await sut.send("PUT", url: url, body: Self.png, headers: ["Content-Type": "image/png"])
        #expect(upload.status == 400)
        let download = try await sut.send("GET", url: sut.origin + "/storage/snapfit-sandbox/" + fileName)
        #expect(download.status == 404)
    }

    @Test(arguments: [["Content-Type": "image/heic"], ["Content-Type": "image/jpeg"], [:]])
    func upload_contentTypeNotTheSigned_isRejected(headers: [String: String]) async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let (_, url) = try await issueURL(sut, ext: "png")
        let upload = try await sut.send("PUT", url: url, body: Self.png, headers: headers)
        #expect(upload.status == 403)
    }

    @Test func upload_tamperedSignature_isRejected() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let (_, url) = try await issueURL(sut, ext: "heic")
        let tampered = url.replacingOccurrences(of: "X-Sandbox-Signature=", with: "X-Sandbox-Signature=0")
        let upload = try await sut.send("PUT", url: tampered, body: Self.png, headers: ["Content-Type": "image/heic"])
        #expect(upload.status == 403)
    }

    private func issueURL(_ sut: SandboxHarness, ext: String) async throws -> (fileName: String, url: String) {
        let access = try await sut.login("dev-maker").access
        let response = try await sut.send("GET", "/snapfit/image/paths", query: [("ext", ext)], bearer: access)
        let info = try #require((response.object["fileInfos"] as? [[String: String]])?.first)
        return (try #require(info["fileName"]), try #require(info["filePath"]))
    }
}
