import Foundation
import SnapFitAppCoreTestSupport
import SnapFitTestSupport
import SnapFitWeb
import SnapFitWebTestSupport
import Testing

/// The web app served over loopback as `snapfit-web` serves it (over doubles of the app core): what the server
/// decides from a request's head. Off the main actor: each request is sent before the server's idle timeout, however
/// busy other suites keep the main actor.
@Suite struct WebServerTests {
    /// Serves an app over stubs on a free port for `body`, then stops.
    private func serving(_ body: (UInt16) async throws -> Void) async throws {
        let app = await MainActor.run { TestBrowser.app(over: StubServices()) }
        let server = WebServer(app, host: "127.0.0.1", port: 0)
        let port = try server.start()
        try await body(port)
        await server.stop()
    }

    @Test func aHEAD_getsItsGETsLengthAndDate_butNoBody() async throws {
        try await serving { port in
            // Given
            let client = try RawHTTPClient(port: port)
            // When
            await client.send("HEAD /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let ending = await client.ending()
            // Then
            guard case .closed(let bytes) = ending else { throw Failure.stillOpen }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(text.contains("\r\nContent-Length: 3\r\n") && text.contains("\r\nDate: "))
            #expect(text.hasSuffix("\r\n\r\n"))
        }
    }

    @Test func aLargeRegistrationWithoutAPermit_isRefusedFromItsHead() async throws {
        try await serving { port in
            // Given
            let client = try RawHTTPClient(port: port)
            // When: the 85 MB body of the attack, announced by a client with no session
            await client.send(
                "POST /maker/register HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n"
                    + "Content-Length: 89128960\r\n\r\n")
            let response = await client.response()
            // Then
            #expect(response?.status == 413)
            #expect(response?.headers["connection"] == "close")
        }
    }

    private enum Failure: Error { case stillOpen }
}
