import Foundation
import SnapFitNetworking

extension URL {
    static let api = URL(string: "https://api.example.com")!
}

/// A small JSON payload for decoding tests.
struct Item: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

extension Endpoint where Response == Item {
    static func item(method: HTTPMethod = .get, requiresAuthentication: Bool = false) -> Endpoint<Item> {
        Endpoint(method: method, path: "/v1/items/1", requiresAuthentication: requiresAuthentication)
    }
}

extension Endpoint where Response == Void {
    static func ping(method: HTTPMethod = .get, requiresAuthentication: Bool = false) -> Endpoint<Void> {
        Endpoint(method: method, path: "/v1/ping", requiresAuthentication: requiresAuthentication)
    }
}

extension String {
    static let itemJSON = #"{"id":1,"name":"러블리"}"#
}
