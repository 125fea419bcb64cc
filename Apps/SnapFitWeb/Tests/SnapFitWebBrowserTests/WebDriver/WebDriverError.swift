/// What a WebDriver command can fail with, beyond the transport's own errors.
enum WebDriverError: Error, Equatable, CustomStringConvertible {
    /// The driver answered with a W3C error (`no such element`, `session not created`…).
    case refused(status: Int, error: String, message: String)
    /// The answer was not the JSON a W3C driver sends.
    case malformed(status: Int, body: String)

    var description: String {
        switch self {
        case .refused(let status, let error, let message): "WebDriver \(status) \(error): \(message)"
        case .malformed(let status, let body): "WebDriver \(status), not a W3C answer: \(body.prefix(200))"
        }
    }
}
