/// What the browser suite shares: the programs found, and the one chromedriver running for the suite.
struct BrowserHost: Sendable {
    let tools: BrowserTools
    let driver: ChromeDriver
}
