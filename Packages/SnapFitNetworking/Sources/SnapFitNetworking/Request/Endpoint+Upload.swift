import Foundation

extension Endpoint where Response == Void {
    /// PUT raw bytes to an absolute URL (e.g. a signed upload URL) with a content type; no Authorization header.
    public static func upload(to url: URL, data: Data, contentType: String) -> Endpoint<Void> {
        Endpoint(
            method: .put, path: "", baseURL: url, body: .raw(data, contentType: contentType),
            requiresAuthentication: false)
    }
}
