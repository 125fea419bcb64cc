import Foundation
import SnapFitTestSupport
import Testing

/// Where the contract fuzz run found the sandbox answering otherwise than the real server (issue 43), it now answers
/// as the server does.
@Suite("Parity with the real server")
struct RealServerParityTests {
    @Test(arguments: [
        ("/snapfit/posts/all", "offset"), ("/snapfit/posts/all", "limit"), ("/snapfit/post/like", "offset"),
        ("/snapfit/reservation/user", "offset"), ("/snapfit/reservation/maker", "limit"),
    ])
    func pageParameterPastJavaInteger_is400Code1_neverEchoed(path: String, name: String) async throws {
        // Given: the server reads limit and offset as Java Integers: 2^31 does not convert
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-maker").access
        let query = [("limit", "10"), ("offset", "0")].map { $0.0 == name ? ($0.0, "2147483648") : $0 }
        // When
        let response = try await sut.send("GET", path, query: query, bearer: access)
        // Then
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func keyGivenTwice_theLastCounts_asJacksonBindsIt() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let signUp = try await sut.send(
            "POST", "/snapfit/user", bearer: "twice",
            json: #"{"social":"kakao","vibes":["러블리"],"nickName":"처음이름","nickName":"나중이름"}"#)
        let access = try #require(signUp.object["accessToken"] as? String)
        let profile = try await sut.send("GET", "/snapfit/user", bearer: access)
        // Then
        #expect(profile.object["nickName"] as? String == "나중이름")
    }

    @Test func vibeNameSentDecomposed_isUnknown_asJavaComparesCodeUnits() async throws {
        // Given: 러블리 in NFD (jamo), canonically equivalent to the catalog's NFC name
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let decomposed = "러블리".decomposedStringWithCanonicalMapping
        try #require(decomposed == "러블리" && Array(decomposed.utf16) != Array("러블리".utf16))
        // When
        let response = try await sut.send(
            "GET", "/snapfit/posts/filter/vibes", query: [("vibes", decomposed), ("limit", "10"), ("offset", "0")],
            bearer: access)
        // Then
        #expect(response.status == 400 && response.errorCode == 1)
    }

    @Test func nicknameDifferingOnlyInNormalization_isNotTaken() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        _ = try await sut.signUp("composed", nickName: "하늘")
        // When
        let decomposed = try await sut.send(
            "POST", "/snapfit/user", bearer: "decomposed",
            json: #"{"social":"kakao","vibes":["러블리"],"nickName":"\#("하늘".decomposedStringWithCanonicalMapping)"}"#)
        // Then
        #expect(decomposed.status == 200)
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH", "TRACE", "QUERY", "BREW"])
    func otherMethodOnAPublicPath_is405WithoutAToken(method: String) async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let client = try RawHTTPClient(port: sut.sandbox.port)
        // When
        await client.send("\(method) /snapfit/vibes HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\n\r\n")
        let response = await client.response()
        // Then
        #expect(response?.status == 405)
        #expect(response?.text.contains(#""error":"Method Not Allowed""#) == true)
    }

    @Test(arguments: ["PUT", "TRACE", "QUERY"])
    func otherMethodOnAProtectedPath_needsATokenFirst(method: String) async throws {
        // Given: only POST /snapfit/user is public; its other methods are behind the token
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        // When
        let anonymous = try await sut.send(method, "/snapfit/user")
        let signedIn = try await sut.send(method, "/snapfit/user", bearer: access)
        // Then
        #expect(anonymous.status == 401 && anonymous.errorCode == 3)
        #expect(signedIn.isSpringError(405))
        #expect(signedIn.header("Allow") == "DELETE,GET,HEAD,OPTIONS,POST")
    }
}
