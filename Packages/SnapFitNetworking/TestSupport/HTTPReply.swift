import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the canned answers the session doubles return.
public enum HTTPReply {
    public static func status(
        _ status: Int, _ body: String = "", to request: URLRequest, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (Data, URLResponse) {
        let url = try #require(request.url, sourceLocation: sourceLocation)
        let response = try #require(
            HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil),
            sourceLocation: sourceLocation)
        return (Data(body.utf8), response)
    }
}
