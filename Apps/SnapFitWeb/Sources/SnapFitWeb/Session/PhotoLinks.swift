import Foundation

/// The photo addresses a session's pages have shown, each under a random token: the browser asks the web app for
/// `/photos/<token>`, and the app fetches only what it showed that session (never an address a browser names).
/// The oldest are forgotten past `capacity`.
struct PhotoLinks {
    static let capacity = 2_000

    /// Each token's address, as the page had it and as parsed.
    private var entries: [String: (address: String, url: URL)] = [:]
    /// Each address's path, as `path(for:)` gives it.
    private var pathsByAddress: [String: String] = [:]
    private var order: [String] = []

    /// The path that serves the photo at `address`, or `nil` when it is not an http(s) address. An address shown
    /// before is found as it is, without parsing it again.
    mutating func path(for address: String?) -> String? {
        guard let address else { return nil }
        if let path = pathsByAddress[address] { return path }
        guard let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased()) else { return nil }
        let token = RandomToken.make()
        entries[token] = (address, url)
        let path = "/photos/" + token
        pathsByAddress[address] = path
        order.append(token)
        if order.count > Self.capacity {
            let oldest = order.removeFirst()
            if let entry = entries.removeValue(forKey: oldest) { pathsByAddress[entry.address] = nil }
        }
        return path
    }

    /// The address shown under `token`.
    func url(for token: String) -> URL? {
        entries[token]?.url
    }
}
