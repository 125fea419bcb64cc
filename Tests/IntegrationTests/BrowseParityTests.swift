import Foundation
import Testing

/// Browsing prints the same JSON in DEV (in-process mocks) and REAL (HTTP to the sandbox).
@MainActor
@Suite struct BrowseParityTests {
    /// The product ids of a list page line.
    private func rowIDs(_ line: String) -> [Int] {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        let rows = (object?["data"] as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        return rows.compactMap { ($0["product"] as? [String: Any])?["id"] as? Int }
    }

    @Test func threePagesAndTheEnd_devAndReal_printTheSameJSON() async throws {
        let script = ["login kakao dev-customer", "products", "more", "more", "more", "more"]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "ok", "ok", "ok"])
        #expect(transcripts.real[5].contains(#""data":{"kind":"end_of_list""#))
        let ids = transcripts.real[1...4].flatMap(rowIDs)
        #expect(ids == Array(1...62))
    }

    @Test func filterByVibe_devAndReal_printTheSameJSON() async throws {
        let script = [
            "login kakao dev-customer", "products --vibe 몽환적", "products --vibe lovely,빈티지", "products --vibe 펑크",
        ]
        let transcripts = try await ParityHarness.run(script, language: .korean)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "validation"])
        #expect(!rowIDs(transcripts.real[1]).isEmpty)
    }

    @Test func detailWithNextAndPrevious_devAndReal_printTheSameJSON() async throws {
        let script = [
            "login kakao dev-maker", "products --maker 3", "next", "next", "prev", "product 12", "product 9999", "home",
        ]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "ok", "ok", "ok", "not_found", "ok"])
        #expect(transcripts.real[2].contains(#""position":"Product 1 of "#))
        #expect(transcripts.real[4].contains(#""position":"Product 1 of "#))
    }

    @Test func likeUnlikeAndLikeTwice_devAndReal_printTheSameJSON() async throws {
        let script = [
            "login kakao dev-customer", "like 5", "like 5", "like 40", "likes", "me", "unlike 5", "unlike 5", "likes",
            "product 40",
        ]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real).allSatisfy { $0 == "ok" })
        #expect(transcripts.real[2].contains(#""changed":false"#))
        #expect(rowIDs(transcripts.real[4]) == [5, 40])
        #expect(transcripts.real[5].contains(#""likeCount":2"#))
        #expect(rowIDs(transcripts.real[8]) == [40])
        #expect(transcripts.real[9].contains(#""liked":true"#))
    }

    @Test func browsingSignedOut_devAndReal_askToLogIn() async throws {
        let transcripts = try await ParityHarness.run(["home", "products", "more", "like 1", "likes"])
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["signed_out", "signed_out", "signed_out", "signed_out", "signed_out"])
    }
}
