import Foundation

/// One browser session: what a test does with the page, as W3C WebDriver commands.
struct WebDriverSession: Sendable {
    let client: WebDriverClient
    let id: String

    func navigate(to url: URL) async throws {
        _ = try await client.perform(.navigate(id, to: url))
    }

    func currentURL() async throws -> URL {
        let value = try await client.perform(.currentURL(id))
        guard let url = value.string.flatMap(URL.init(string:)) else { throw Self.malformed("current URL", value) }
        return url
    }

    func back() async throws {
        _ = try await client.perform(.back(id))
    }

    /// The first element matching `selector`; `WebDriverError.refused` with `no such element` when none does.
    func element(_ selector: String) async throws -> WebElement {
        let value = try await client.perform(.find(id, css: selector))
        guard let element = WebElement(value) else { throw Self.malformed("element", value) }
        return element
    }

    /// Every element matching `selector`, in document order (none is not an error).
    func elements(_ selector: String) async throws -> [WebElement] {
        let value = try await client.perform(.find(id, css: selector, all: true))
        guard case .array(let values) = value else { throw Self.malformed("elements", value) }
        return values.compactMap(WebElement.init)
    }

    func click(_ element: WebElement) async throws {
        _ = try await client.perform(.click(id, element))
    }

    func clear(_ element: WebElement) async throws {
        _ = try await client.perform(.clear(id, element))
    }

    /// Types `text`; to choose files in an `<input type=file>`, give their paths.
    func sendKeys(_ element: WebElement, _ text: String) async throws {
        _ = try await client.perform(.sendKeys(id, element, text))
    }

    func chooseFiles(_ element: WebElement, _ files: [URL]) async throws {
        try await sendKeys(element, files.map(\.path).joined(separator: "\n"))
    }

    /// Sets the element's value, and tells the page it changed.
    func setValue(_ element: WebElement, _ value: String) async throws {
        _ = try await client.perform(
            .execute(
                id,
                """
                arguments[0].value = arguments[1];
                arguments[0].dispatchEvent(new Event('change', {bubbles: true}));
                """, [element.json, .string(value)]))
    }

    /// What the page's own session answers at `path` (the page's cookies sent): its status, its content type and
    /// its body's first `count` bytes, read as the page would (a synchronous request in the page).
    func fetch(_ path: String, first count: Int) async throws -> String {
        let value = try await client.perform(
            .execute(
                id,
                """
                var request = new XMLHttpRequest();
                request.open("GET", arguments[0], false);
                request.overrideMimeType("text/plain; charset=x-user-defined");
                request.send();
                var bytes = Array.from(request.responseText.slice(0, arguments[1]), function (c) {
                  return (c.charCodeAt(0) & 0xff).toString(16).padStart(2, "0");
                });
                return request.status + " " + request.getResponseHeader("Content-Type") + " " + bytes.join("");
                """, [.string(path), .number(Double(count))]))
        guard let answer = value.string else { throw Self.malformed("fetch", value) }
        return answer
    }

    /// The element's rendered text.
    func text(_ element: WebElement) async throws -> String {
        try await client.perform(.text(id, element)).string ?? ""
    }

    /// The attribute's value, or nil when the element has no such attribute.
    func attribute(_ element: WebElement, _ name: String) async throws -> String? {
        try await client.perform(.attribute(id, element, name)).string
    }

    func setWindowSize(width: Int, height: Int) async throws {
        _ = try await client.perform(.setWindowRect(id, width: width, height: height))
    }

    /// The viewport as a PNG.
    func screenshot() async throws -> Data {
        let value = try await client.perform(.screenshot(id))
        guard let png = value.string.flatMap({ Data(base64Encoded: $0) }) else {
            throw Self.malformed("screenshot", value)
        }
        return png
    }

    /// Ends the session, closing its browser.
    func delete() async throws {
        _ = try await client.perform(.deleteSession(id))
    }

    private static func malformed(_ what: String, _ value: JSONValue) -> WebDriverError {
        .malformed(status: 200, body: "\(what): \(value)")
    }
}
