extension FeatureTemplate {
    /// The DEV/REAL parity test: the same script, adding and listing, prints the same JSON over the in-process
    /// backend and over HTTP to the sandbox.
    var integrationFiles: [String: String] {
        [
            "Tests/IntegrationTests/\(many)ParityTests.swift": """
            import Foundation
            import Testing

            /// DEV and REAL (against the sandbox, over real HTTP) keep and list \(manyWords) the same way, and refuse
            /// the same title.
            @MainActor
            @Suite struct \(many)ParityTests {
                @Test func addThenList_devAndReal_printTheSameJSON() async throws {
                    // Given
                    let script = [
                        "login kakao dev-customer", #"\(kebab) add --title "생일 선물""#, "\(kebab)", #"\(kebab) add --title "\""#,
                    ]
                    // When
                    let transcripts = try await ParityHarness.run(script, language: .korean)
                    // Then
                    #expect(transcripts.dev == transcripts.real)
                    #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "validation"])
                    #expect(transcripts.real[2].contains("생일 선물") && transcripts.real[2].contains("첫 \(words)"))
                }
            }

            """
        ]
    }
}
