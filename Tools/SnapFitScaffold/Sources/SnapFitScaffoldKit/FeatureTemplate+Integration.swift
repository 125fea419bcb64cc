extension FeatureTemplate {
    /// The DEV/REAL parity test (the same script, adding and listing, prints the same JSON over the in-process
    /// backend and over HTTP to the sandbox) and the journey's transcripts, in both languages, for people and in
    /// `--json` (`TranscriptTests` runs the journey: see `edits`).
    var integrationFiles: [String: String] {
        transcripts.merging([

            "Tests/IntegrationTests/\(many)ParityTests.swift": """
            import Foundation
            import Testing

            /// DEV and REAL (against the sandbox, over real HTTP) keep and list \(manyWords) the same way, and say the
            /// same of a title refused before it is sent.
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
        ]) { first, _ in first }
    }

    /// The journey `TranscriptTests` runs for the feature: sign in, the list, a new one, the list, a refused title.
    var journey: [String] {
        ["login kakao dev-customer", kebab, "\(kebab) add --title \"생일 선물\"", kebab, "\(kebab) add --title \"\""]
    }

    /// The journey's golden files: what each command prints, in Korean and English, for people and in `--json`.
    private var transcripts: [String: String] {
        let titles = (english: manyWords.prefix(1).uppercased() + manyWords.dropFirst(), korean: "\(manyWords) 목록")
        let added = (english: "\(wordsTitle) added.", korean: "\(words) 추가 완료.")
        let refusal = (english: "Title: 1–40 characters.", korean: "제목: 1–40자여야 합니다.")
        let seed = (id: 1, title: "첫 \(words)")
        let new = (id: 2, title: "생일 선물")
        var files: [String: String] = [:]
        for korean in [true, false] {
            let title = korean ? titles.korean : titles.english
            let signedIn = korean ? "로그인되었습니다." : "You are signed in."
            let message = korean ? added.korean : added.english
            let refused = korean ? refusal.korean : refusal.english
            func rows(_ items: [(id: Int, title: String)]) -> String {
                items.map { #"{"id":\#($0.id),"title":"\#($0.title)"}"# }.joined(separator: ",")
            }
            let json = [
                #"{"command":"login","ok":true,"data":{"message":"\#(signedIn)"}}"#,
                #"{"command":"\#(kebab)","ok":true,"data":{"rows":[\#(rows([seed]))],"title":"\#(title)"}}"#,
                #"{"command":"\#(kebab) add","ok":true,"data":{"id":2,"message":"\#(message)","title":"\#(new.title)"}}"#,
                #"{"command":"\#(kebab)","ok":true,"data":{"rows":[\#(rows([new, seed]))],"title":"\#(title)"}}"#,
                #"{"command":"\#(kebab) add","ok":false,"error":{"kind":"validation","line":1,"message":"\#(refused)"}}"#,
            ]
            let plain = [
                signedIn, "\(title)\n  #1  \(seed.title)", "\(message)\n  #2  \(new.title)",
                "\(title)\n  #2  \(new.title)\n  #1  \(seed.title)",
                "! " + (korean ? "오류: 1번째 줄: " : "error: line 1: ") + refused,
            ]
            for (isJSON, outputs) in [(true, json), (false, plain)] {
                let path =
                    "Tests/IntegrationTests/Transcripts/\(kebab).\(korean ? "ko" : "en")\(isJSON ? ".json" : "").txt"
                files[path] = zip(journey, outputs).map { "$ \($0)\n\($1)\n" }.joined()
            }
        }
        return files
    }
}
