import Foundation
import Testing

/// `GET /api-docs`: the OpenAPI document of every route, public as on the real server, and the client's routes are
/// all in it.
@Suite("/api-docs")
struct APIDocsEndpointTests {
    /// The contract's routes, which every document of it names.
    private static let contractRoutes = [
        "POST /snapfit/user", "GET /snapfit/login", "GET /refresh/token", "POST /snapfit/logout", "GET /snapfit/user",
        "DELETE /snapfit/user", "POST /snapfit/user/info", "GET /snapfit/vibes", "GET /snapfit/locations",
        "GET /snapfit/image/paths", "POST /snapfit/post", "GET /snapfit/post", "GET /snapfit/posts/filter/vibes",
        "GET /snapfit/posts/all", "GET /snapfit/posts/maker", "POST /snapfit/post/like", "DELETE /snapfit/post/like",
        "GET /snapfit/post/like/count", "GET /snapfit/post/like", "POST /snapfit/reservation",
        "GET /snapfit/reservation/maker", "GET /snapfit/reservation/user", "GET /snapfit/reservation",
        "DELETE /snapfit/reservation", "GET /snapfit/reservation/count",
    ]

    @Test func apiDocs_isAPublicOpenAPI3Document_ofEveryContractRoute() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let response = try await sut.send("GET", "/api-docs")
        // Then
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect((response.object["openapi"] as? String)?.hasPrefix("3.") == true)
        let routes = Self.routes(in: response.object)
        for route in Self.contractRoutes { #expect(routes.contains(route), "\(route) is not in /api-docs") }
        #expect(routes.contains("GET /api/latest.json") && routes.contains("PUT /storage/snapfit-sandbox/{fileName}"))
    }

    @Test func everyEndpointTheDataLayerDeclares_isARouteOfTheDocument() async throws {
        // Given: the Data layer's endpoints, read from its sources (each declares `method: .x, path: "/…"`)
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        let declared = try Self.dataLayerEndpoints()
        try #require(declared.count >= Self.contractRoutes.count)
        // When
        let routes = Self.routes(in: try await sut.send("GET", "/api-docs").object)
        // Then
        for endpoint in declared { #expect(routes.contains(endpoint), "\(endpoint) is not a route of /api-docs") }
    }

    /// `METHOD /path` of every operation in a document.
    private static func routes(in document: [String: Any]) -> Set<String> {
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        return Set(paths.flatMap { path, methods in methods.keys.map { "\($0.uppercased()) \(path)" } })
    }

    /// `METHOD /path` of every endpoint the kernel's Data layer declares (`Packages/SnapFitData/…/Endpoints`) and the
    /// hand-written features' Data layers (`Packages/Features/<Name>/Sources/<Name>Data`, such as the registration's);
    /// an endpoint with an empty path (an absolute URL of its own) is left out.
    private static func dataLayerEndpoints() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../..")
            .standardized
        let manager = FileManager.default
        let features = root.appendingPathComponent("Packages/Features")
        let folders =
            [root.appendingPathComponent("Packages/SnapFitData/Sources/SnapFitData/Endpoints")]
            + (try manager.contentsOfDirectory(atPath: features.path)).map {
                features.appendingPathComponent("\($0)/Sources/\($0)Data")
            }
        var endpoints: Set<String> = []
        for folder in folders where manager.fileExists(atPath: folder.path) {
            for file in try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /method: \.(\w+), path: "(\/[^"]*)"/) {
                    endpoints.insert("\(match.1.uppercased()) \(match.2)")
                }
            }
        }
        return endpoints
    }
}
