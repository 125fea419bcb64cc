import Foundation

/// What a request carries: a typed JSON value, or raw bytes with their content type (uploads).
public enum RequestBody: Sendable {
    case json(any Encodable & Sendable)
    case raw(Data, contentType: String)
}
