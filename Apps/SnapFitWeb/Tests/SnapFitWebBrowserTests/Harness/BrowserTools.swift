/// The two programs the browser tests need, found on `PATH`.
struct BrowserTools: Equatable {
    let chromedriver: String
    let chromium: String

    static let chromiumNames = ["chromium", "chromium-browser", "google-chrome"]

    static func locate(path: String?) -> Result<BrowserTools, BrowserUnavailable> {
        guard let chromedriver = Executable.find("chromedriver", path: path) else { return .failure(.driverNotFound) }
        guard let chromium = Executable.find(anyOf: chromiumNames, path: path) else {
            return .failure(.chromiumNotFound)
        }
        return .success(BrowserTools(chromedriver: chromedriver, chromium: chromium))
    }
}
