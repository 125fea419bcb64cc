import Foundation

/// Ties a response type to a request, so a provider infers what to decode from the endpoint alone.
public protocol Responsible: Sendable {
    associatedtype Response: Sendable
    /// Turns the body of a successful response into `Response`.
    func decodeResponse(_ data: Data, decoder: JSONDecoder) throws(NetworkError) -> Response
    /// Whether `decodeResponse` reads the body as JSON into `Response` and does nothing else, so that equal bodies
    /// decode to equal values and a provider may keep what it decoded (`DecodedBodies`).
    var decodesPlainJSON: Bool { get }
}

extension Responsible {
    /// An endpoint decodes its own way unless it says otherwise: nothing it decoded is kept.
    public var decodesPlainJSON: Bool { false }
}
