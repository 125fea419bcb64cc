import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request together with the type of its response: the value the provider sends.
public struct Endpoint<Response: Sendable>: Requestable, Responsible {
    public var baseURL: URL?
    public var path: String
    public var method: HTTPMethod
    public var queryItems: [URLQueryItem]
    public var headers: [String: String]
    public var body: RequestBody?
    public var requiresAuthentication: Bool
    /// Whether the body decodes as JSON into `Response` and nothing else (the `Decodable` endpoints).
    public private(set) var decodesPlainJSON = false
    private let decode: @Sendable (Data, JSONDecoder) throws(NetworkError) -> Response

    public func decodeResponse(_ data: Data, decoder: JSONDecoder) throws(NetworkError) -> Response {
        try decode(data, decoder)
    }
}

extension Endpoint where Response: Decodable {
    /// An endpoint whose body decodes as JSON into `Response`; an empty body is an error.
    public init(
        method: HTTPMethod, path: String, baseURL: URL? = nil, queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:], body: RequestBody? = nil, requiresAuthentication: Bool = true
    ) {
        self.init(
            baseURL: baseURL, path: path, method: method, queryItems: queryItems, headers: headers, body: body,
            requiresAuthentication: requiresAuthentication, decodesPlainJSON: true,
            decode: { (data, decoder) throws(NetworkError) in
                try JSONBody.decode(Response.self, from: data, decoder: decoder)
            })
    }
}

extension Endpoint where Response == Void {
    /// An endpoint that answers with an empty body (or one the caller does not need).
    public init(
        method: HTTPMethod, path: String, baseURL: URL? = nil, queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:], body: RequestBody? = nil, requiresAuthentication: Bool = true
    ) {
        self.init(
            baseURL: baseURL, path: path, method: method, queryItems: queryItems, headers: headers, body: body,
            requiresAuthentication: requiresAuthentication, decode: { _, _ in () })
    }
}

extension Endpoint where Response == Data {
    /// GET of the picture at an absolute URL, its bytes taken as they are; no Authorization header.
    public static func download(from url: URL) -> Endpoint<Data> {
        Endpoint(
            baseURL: url, path: "", method: .get, queryItems: [], headers: ["Accept": "image/*"], body: nil,
            requiresAuthentication: false, decode: { data, _ in data })
    }
}
