extension FeatureTemplate {
    /// The backend's handler for the route, answering an empty list until the feature has state, and its test.
    var backendFiles: [String: String] {
        let n = name.upper
        return [
            "Tools/SnapFitBackend/Sources/SnapFitBackend/Endpoints/Backend+\(n).swift": """
            import SnapFitHTTPServer

            /// The \(n) routes. This handler is a stub: it answers an empty list until the backend keeps \(n) state.
            extension Backend {
                /// `GET \(path)`.
                func \(name.lower)List(caller: Int) -> HTTPResponse {
                    .json(.array([]))
                }
            }

            """,
            "Tools/SnapFitBackend/Tests/SnapFitBackendTests/Features/Backend\(n)Tests.swift": """
            import Foundation
            import Testing

            @testable import SnapFitBackend

            @Suite struct Backend\(n)Tests {
                @Test func list_answersAJSONArray() async {
                    // Given
                    let sut = Backend(
                        configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() }))
                    // When
                    let response = await sut.\(name.lower)List(caller: 1)
                    // Then
                    #expect(response.status == 200)
                    #expect(String(decoding: response.body, as: UTF8.self) == "[]")
                }
            }

            """,
        ]
    }
}
