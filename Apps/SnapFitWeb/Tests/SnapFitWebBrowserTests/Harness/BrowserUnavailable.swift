/// Why the browser tests cannot run here; each says it in the one line the suite prints before skipping.
enum BrowserUnavailable: Error, Equatable {
    /// `SNAPFIT_BROWSER_TESTS=0`: this run leaves them to a run of their own.
    case turnedOff
    case driverNotFound
    case chromiumNotFound
    case driverDidNotStart(String)
    case chromiumCannotStart(String)

    var line: String {
        let reason =
            switch self {
            case .turnedOff: "SNAPFIT_BROWSER_TESTS=0 (run them alone: swift test --filter SnapFitWebBrowserTests)"
            case .driverNotFound: "chromedriver not found (install chromium-driver)"
            case .chromiumNotFound: "chromium not found (install chromium)"
            case .driverDidNotStart(let path): "\(path) did not answer on its port"
            case .chromiumCannotStart(let message):
                "chromium cannot start: \(message.prefix { $0 != "\n" })"
            }
        return "browser tests skipped: \(reason)"
    }
}
