import Foundation

/// Reads a server's error value out of the body of a non-2xx response.
public struct ServerErrorDecoder: Sendable {
    private let decodeBody: @Sendable (Data) -> ServerError?

    /// A decoder backed by `decode`, which returns `nil` when the body holds no error value it knows.
    public init(_ decode: @escaping @Sendable (Data) -> ServerError?) {
        decodeBody = decode
    }

    /// Never decodes anything: failures carry only their status and raw body.
    public static let none = ServerErrorDecoder { _ in nil }

    /// Decodes the body as JSON into `Payload` and maps it; any body that does not decode gives `nil`.
    public static func json<Payload: Decodable & Sendable>(
        _ payload: Payload.Type, map: @escaping @Sendable (Payload) -> ServerError
    ) -> ServerErrorDecoder {
        ServerErrorDecoder { body in
            (try? JSONDecoder().decode(Payload.self, from: body)).map(map)
        }
    }

    /// The server's error value in `body`, or `nil` when there is none.
    public func decode(_ body: Data) -> ServerError? {
        decodeBody(body)
    }
}
