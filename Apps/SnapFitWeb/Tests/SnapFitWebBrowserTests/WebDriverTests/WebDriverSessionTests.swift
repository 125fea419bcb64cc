import Foundation
import SnapFitNetworkingTestSupport
import Testing

@Suite struct WebDriverSessionTests {
    /// A client whose driver answers each request with the next of `replies` (a status and a JSON body).
    private func client(_ replies: [(Int, String)]) -> (WebDriverClient, StubURLSession) {
        let transport = StubURLSession()
        transport.respond { [unowned transport] _ in
            let index = transport.requests.count - 1
            let (status, body) = try #require(replies.indices.contains(index) ? replies[index] : nil)
            return (status, Data(body.utf8))
        }
        return (WebDriverClient(base: URL(string: "http://127.0.0.1:1")!, session: transport), transport)
    }

    @Test func newSession_readsTheSessionId() async throws {
        // Given
        let (sut, transport) = client([(200, #"{"value":{"sessionId":"abc","capabilities":{}}}"#)])
        // When
        let session = try await sut.newSession(binary: "/bin/chromium")
        // Then
        #expect(session.id == "abc")
        #expect(transport.requests.map { $0.url?.path } == ["/session"])
    }

    @Test func newSession_thatChromiumRefuses_throwsTheDriversError() async {
        // Given
        let (sut, _) = client([(500, #"{"value":{"error":"session not created","message":"Chrome failed to start"}}"#)])
        // Then
        await #expect(
            throws: WebDriverError.refused(status: 500, error: "session not created", message: "Chrome failed to start")
        ) {
            _ = try await sut.newSession(binary: "/bin/chromium")
        }
    }

    @Test func isReady_readsTheStatus() async throws {
        // Given
        let (sut, _) = client([(200, #"{"value":{"ready":false}}"#), (200, #"{"value":{"ready":true}}"#)])
        // Then
        #expect(try await sut.isReady() == false)
        #expect(try await sut.isReady() == true)
    }

    @Test func elements_giveEachElementsId() async throws {
        // Given
        let key = WebElement.key
        let (client, _) = client([(200, #"{"value":[{"\#(key)":"e1"},{"\#(key)":"e2"}]}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // When
        let found = try await sut.elements("li")
        // Then
        #expect(found == [WebElement(id: "e1"), WebElement(id: "e2")])
    }

    @Test func element_thatIsNotAnElement_throwsMalformed() async {
        // Given
        let (client, _) = client([(200, #"{"value":{"other":"x"}}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // Then
        await #expect(throws: WebDriverError.self) { _ = try await sut.element("#q") }
    }

    @Test func attribute_missing_isNil() async throws {
        // Given
        let (client, _) = client([(200, #"{"value":null}"#), (200, #"{"value":"true"}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // Then
        #expect(try await sut.attribute(WebElement(id: "e"), "aria-invalid") == nil)
        #expect(try await sut.attribute(WebElement(id: "e"), "aria-invalid") == "true")
    }

    @Test func chooseFiles_sendsThePathsJoinedByNewlines() async throws {
        // Given
        let (client, transport) = client([(200, #"{"value":null}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // When
        try await sut.chooseFiles(
            WebElement(id: "e"), [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.png")])
        // Then
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(transport.requests.first?.httpBody))
        #expect(body == .object(["text": .string("/tmp/a.png\n/tmp/b.png")]))
    }

    @Test func screenshot_decodesTheBase64PNG() async throws {
        // Given
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        let (client, _) = client([(200, #"{"value":"\#(png.base64EncodedString())"}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // Then
        #expect(try await sut.screenshot() == png)
    }

    @Test func currentURL_readsTheAddress() async throws {
        // Given
        let (client, _) = client([(200, #"{"value":"http://127.0.0.1:8/products?layout=grid"}"#)])
        let sut = WebDriverSession(client: client, id: "s")
        // Then
        #expect(try await sut.currentURL().query == "layout=grid")
    }

    @Test func delete_deletesTheSession() async throws {
        // Given
        let (client, transport) = client([(200, #"{"value":null}"#)])
        // When
        try await WebDriverSession(client: client, id: "s9").delete()
        // Then
        #expect(transport.requests.map(\.httpMethod) == ["DELETE"])
        #expect(transport.requests.map { $0.url?.path } == ["/session/s9"])
    }
}
