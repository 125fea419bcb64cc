import Foundation

/// One HTTP response the sandbox sends back.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// How the front delivers it: whole, or (a fault) not at all or slowly.
    public var delivery: Delivery = .whole

    /// How a response reaches the client.
    public enum Delivery: Sendable, Equatable {
        case whole
        /// The connection is closed instead: the request was handled, its answer is lost.
        case dropped
        /// The body goes out at `bytesPerSecond`.
        case trickled(bytesPerSecond: Int)
    }

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
