import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct WebDriverCommandTests {
    private let base = URL(string: "http://127.0.0.1:9515")!

    @Test func newSession_asksForHeadlessChromiumAtTheBinary_withTheWindowSizeAndImplicitWait() throws {
        // When
        let sut = WebDriverCommand.newSession(
            binary: "/usr/bin/chromium", width: 360, height: 800, implicitWait: .milliseconds(2500))
        // Then
        #expect(sut.method == "POST" && sut.path == "session")
        let always = sut.body?["capabilities"]?["alwaysMatch"]
        #expect(always?["browserName"] == .string("chrome"))
        #expect(always?["timeouts"] == .object(["implicit": .number(2500)]))
        let options = always?["goog:chromeOptions"]
        #expect(options?["binary"] == .string("/usr/bin/chromium"))
        #expect(
            options?["args"]
                == .array(
                    [
                        "--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=360,800",
                        "--blink-settings=lazyLoadEnabled=false",
                    ].map(JSONValue.string)))
    }

    @Test func request_postsTheBodyAsJSON_toThePathBelowTheDriver() throws {
        // Given
        let sut = WebDriverCommand.find("s1", css: "#q")
        // When
        let request = try sut.request(base: base)
        // Then
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "http://127.0.0.1:9515/session/s1/element")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        let body = try JSONDecoder().decode(JSONValue.self, from: try #require(request.httpBody))
        #expect(body == .object(["using": .string("css selector"), "value": .string("#q")]))
    }

    @Test func request_withoutABody_sendsNone() throws {
        // When
        let request = try WebDriverCommand.screenshot("s1").request(base: base)
        // Then
        #expect(request.httpMethod == "GET" && request.httpBody == nil)
        #expect(request.url?.path == "/session/s1/screenshot")
    }

    @Test func elementCommands_addressTheElementById() {
        // Given
        let element = WebElement(id: "e-7")
        // Then
        #expect(WebDriverCommand.click("s", element).path == "session/s/element/e-7/click")
        #expect(WebDriverCommand.clear("s", element).path == "session/s/element/e-7/clear")
        #expect(WebDriverCommand.text("s", element).path == "session/s/element/e-7/text")
        #expect(WebDriverCommand.attribute("s", element, "id").path == "session/s/element/e-7/attribute/id")
        #expect(WebDriverCommand.sendKeys("s", element, "a\nb").body == .object(["text": .string("a\nb")]))
        #expect(WebDriverCommand.find("s", css: "li", all: true).path == "session/s/elements")
    }

    @Test func setWindowRect_sendsWidthAndHeightAsNumbers() {
        // When
        let sut = WebDriverCommand.setWindowRect("s", width: 1280, height: 900)
        // Then
        #expect(sut.method == "POST" && sut.path == "session/s/window/rect")
        #expect(sut.body == .object(["width": .number(1280), "height": .number(900)]))
    }
}
