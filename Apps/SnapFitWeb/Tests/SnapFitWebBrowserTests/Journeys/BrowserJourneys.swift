import Testing

/// Journeys through the web app in headless chromium, one browser at a time. Where chromium or chromedriver is
/// missing, the suite is cancelled with one line saying so (see `BrowserScope`); the HTTP-level tests still run.
@MainActor
@Suite(.serialized, .needsBrowser)
struct BrowserJourneys {}
