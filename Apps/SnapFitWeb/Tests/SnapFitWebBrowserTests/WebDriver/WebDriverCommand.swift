import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One W3C WebDriver command: its method, its path below the driver's address, and its JSON body.
struct WebDriverCommand: Sendable, Equatable {
    let method: String
    let path: String
    let body: JSONValue?

    /// The request for this command to the driver at `base` (`http://127.0.0.1:<port>`).
    func request(base: URL) throws -> URLRequest {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    static let status = WebDriverCommand(method: "GET", path: "status", body: nil)

    /// A new session of headless chromium at `binary`, its window `width` × `height`. Finding an element waits up
    /// to `implicitWait` for it to appear (the driver polls; a page being loaded after a click is waited for).
    /// Pictures load eagerly, so a page's load (which every command waits for) includes them all and a screenshot
    /// never catches one still loading.
    static func newSession(binary: String, width: Int, height: Int, implicitWait: Duration) -> WebDriverCommand {
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=\(width),\(height)",
            "--blink-settings=lazyLoadEnabled=false",
        ]
        let chrome: JSONValue = .object(["binary": .string(binary), "args": .array(arguments.map(JSONValue.string))])
        let capabilities: JSONValue = .object([
            "alwaysMatch": .object([
                "browserName": .string("chrome"), "goog:chromeOptions": chrome,
                "timeouts": .object(["implicit": .number(implicitWait / .milliseconds(1))]),
            ])
        ])
        return WebDriverCommand(method: "POST", path: "session", body: .object(["capabilities": capabilities]))
    }

    static func deleteSession(_ session: String) -> WebDriverCommand {
        WebDriverCommand(method: "DELETE", path: "session/\(session)", body: nil)
    }

    static func navigate(_ session: String, to url: URL) -> WebDriverCommand {
        WebDriverCommand(
            method: "POST", path: "session/\(session)/url", body: .object(["url": .string(url.absoluteString)]))
    }

    static func currentURL(_ session: String) -> WebDriverCommand {
        WebDriverCommand(method: "GET", path: "session/\(session)/url", body: nil)
    }

    static func back(_ session: String) -> WebDriverCommand {
        WebDriverCommand(method: "POST", path: "session/\(session)/back", body: .object([:]))
    }

    /// The first element (or, with `all`, every element) matching the CSS `selector`.
    static func find(_ session: String, css selector: String, all: Bool = false) -> WebDriverCommand {
        WebDriverCommand(
            method: "POST", path: "session/\(session)/\(all ? "elements" : "element")",
            body: .object(["using": .string("css selector"), "value": .string(selector)]))
    }

    static func click(_ session: String, _ element: WebElement) -> WebDriverCommand {
        WebDriverCommand(method: "POST", path: "session/\(session)/element/\(element.id)/click", body: .object([:]))
    }

    static func clear(_ session: String, _ element: WebElement) -> WebDriverCommand {
        WebDriverCommand(method: "POST", path: "session/\(session)/element/\(element.id)/clear", body: .object([:]))
    }

    /// Types `text` into the element; for an `<input type=file>`, `text` is the file paths joined by "\n".
    static func sendKeys(_ session: String, _ element: WebElement, _ text: String) -> WebDriverCommand {
        WebDriverCommand(
            method: "POST", path: "session/\(session)/element/\(element.id)/value",
            body: .object(["text": .string(text)]))
    }

    /// Runs `script` in the page, its `arguments` these values.
    static func execute(_ session: String, _ script: String, _ arguments: [JSONValue]) -> WebDriverCommand {
        WebDriverCommand(
            method: "POST", path: "session/\(session)/execute/sync",
            body: .object(["script": .string(script), "args": .array(arguments)]))
    }

    static func text(_ session: String, _ element: WebElement) -> WebDriverCommand {
        WebDriverCommand(method: "GET", path: "session/\(session)/element/\(element.id)/text", body: nil)
    }

    static func attribute(_ session: String, _ element: WebElement, _ name: String) -> WebDriverCommand {
        WebDriverCommand(method: "GET", path: "session/\(session)/element/\(element.id)/attribute/\(name)", body: nil)
    }

    static func setWindowRect(_ session: String, width: Int, height: Int) -> WebDriverCommand {
        WebDriverCommand(
            method: "POST", path: "session/\(session)/window/rect",
            body: .object(["width": .number(Double(width)), "height": .number(Double(height))]))
    }

    static func screenshot(_ session: String) -> WebDriverCommand {
        WebDriverCommand(method: "GET", path: "session/\(session)/screenshot", body: nil)
    }
}
