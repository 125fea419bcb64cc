/// The HTTP methods the layer sends.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"

    /// Only reads may be retried automatically; anything that changes state is sent at most once.
    public var isRetriable: Bool { self == .get }
}
