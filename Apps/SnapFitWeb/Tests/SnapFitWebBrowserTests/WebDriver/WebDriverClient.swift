import Foundation
import SnapFitNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to one WebDriver server (chromedriver) at `base`: sends commands, and opens sessions.
///
/// It sends through the project's own `SocketSession` by default: Linux's `URLSession` refuses chromedriver's
/// answers, whose header lines have no space after the colon (`Content-Length:249`), with "Failed writing header".
struct WebDriverClient: Sendable {
    /// A minute per command (a navigation waits for its page), and room for a full-window screenshot.
    static let limits = ExchangeLimits(deadline: .seconds(60), maxHeadBytes: 64 << 10, maxBodyBytes: 32 << 20)

    let base: URL
    var session: any URLSessionable = SocketSession(limits: limits)

    /// The command's reply value; a W3C error or a malformed answer throws `WebDriverError`.
    func perform(_ command: WebDriverCommand) async throws -> JSONValue {
        let (body, response) = try await session.data(for: command.request(base: base))
        return try WebDriverReply.value(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: body)
    }

    /// Whether the driver says it is ready for a new session.
    func isReady() async throws -> Bool {
        try await perform(.status)["ready"]?.bool == true
    }

    /// A new headless session of the chromium at `binary`; finding an element waits up to `implicitWait` for it.
    func newSession(
        binary: String, width: Int = 1280, height: Int = 900, implicitWait: Duration = .seconds(5)
    ) async throws -> WebDriverSession {
        let value = try await perform(
            .newSession(binary: binary, width: width, height: height, implicitWait: implicitWait))
        guard let id = value["sessionId"]?.string else {
            throw WebDriverError.malformed(status: 200, body: "no sessionId in the new session's reply")
        }
        return WebDriverSession(client: self, id: id)
    }
}
