import Foundation

/// Ties a response type to a request, so a provider infers what to decode from the endpoint alone.
public protocol Responsible: Sendable {
    associatedtype Response: Sendable
    /// Turns the body of a successful response into `Response`.
    func decodeResponse(_ data: Data, decoder: JSONDecoder) throws(NetworkError) -> Response
}
