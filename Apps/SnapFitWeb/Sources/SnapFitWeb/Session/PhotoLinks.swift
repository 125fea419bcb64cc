import Foundation

/// The photo addresses a session's pages have shown, each under a random token: the browser asks the web app for
/// `/photos/<token>`, and the app fetches only what it showed that session (never an address a browser names).
/// The oldest are forgotten past `capacity`.
struct PhotoLinks {
    static let capacity = 2_000

    private var urlsByToken: [String: URL] = [:]
    private var tokensByURL: [URL: String] = [:]
    private var order: [String] = []

    /// The path that serves the photo at `address`, or `nil` when it is not an http(s) address.
    mutating func path(for address: String?) -> String? {
        guard let address, let url = URL(string: address), ["http", "https"].contains(url.scheme?.lowercased())
        else { return nil }
        if let token = tokensByURL[url] { return "/photos/" + token }
        let token = RandomToken.make()
        urlsByToken[token] = url
        tokensByURL[url] = token
        order.append(token)
        if order.count > Self.capacity {
            let oldest = order.removeFirst()
            if let url = urlsByToken.removeValue(forKey: oldest) { tokensByURL[url] = nil }
        }
        return "/photos/" + token
    }

    /// The address shown under `token`.
    func url(for token: String) -> URL? {
        urlsByToken[token]
    }
}
