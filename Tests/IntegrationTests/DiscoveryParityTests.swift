import Foundation
import Testing

/// Search, prices in another currency and the grid layout print the same JSON in DEV and REAL.
@MainActor
@Suite struct DiscoveryParityTests {
    private func data(_ line: String) -> [String: Any] {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        return object?["data"] as? [String: Any] ?? [:]
    }

    private func rowIDs(_ line: String) -> [Int] {
        let rows = data(line)["rows"] as? [[String: Any]] ?? []
        return rows.compactMap { ($0["product"] as? [String: Any])?["id"] as? Int }
    }

    @Test func search_devAndReal_findTheSameProductsAndStepThroughThem() async throws {
        let script = [
            "login kakao dev-customer", "search 한강", "search ㅎㅏㄴㄱㅏㅇ", "next", "next", "search SEOUL lovely",
            "search zzzz", "search",
        ]
        let transcripts = try await ParityHarness.run(script, language: .korean)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "ok", "ok", "ok", "ok", "usage"])
        let hangang = rowIDs(transcripts.real[1])
        #expect(hangang.contains(1) && rowIDs(transcripts.real[2]) == hangang)
        #expect(transcripts.real[4].contains(#""position":"목록의 2개 중 2번째""#))
        #expect(!rowIDs(transcripts.real[5]).isEmpty)
        #expect(rowIDs(transcripts.real[6]).isEmpty)
        #expect((data(transcripts.real[6])["footer"] as? String)?.contains("62") == true)
    }

    @Test func dollars_devAndReal_convertAtTheBackendsRatesAndKeepWon() async throws {
        let script = [
            "login kakao dev-customer", "set currency usd", "products", "product 1", "set layout grid", "likes",
            "set currency krw", "product 1",
        ]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real).allSatisfy { $0 == "ok" })
        let card = try #require(
            (data(transcripts.real[2])["rows"] as? [[String: Any]])?.first?["product"] as? [String: Any])
        #expect(card["lowestPrice"] as? Int == 120_000 && card["priceLabel"] as? String == "$86.96~")
        let converted = card["lowestPriceConverted"] as? [String: Any]
        #expect(converted?["amount"] as? Double == 86.96 && converted?["currency"] as? String == "USD")
        #expect((data(transcripts.real[2])["pricesNotice"] as? String)?.hasPrefix("Prices in USD") == true)
        #expect(data(transcripts.real[5])["layout"] as? String == "grid")
        #expect(data(transcripts.real[7])["pricesNotice"] == nil)
        #expect(transcripts.real[7].contains("₩120,000"))
    }

    @Test func photos_devAndReal_showTheSamePhotoAndRefuseTheSameWay() async throws {
        let script = ["login kakao dev-customer", "photos 1", "photos 1 --photo 4", "photos 1 --photo 9", "photos x"]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(outcomes(transcripts.real) == ["ok", "ok", "ok", "no_such_row", "usage"])
        #expect(data(transcripts.real[1])["indexLabel"] as? String == "1 / 4")
        #expect(data(transcripts.real[2])["url"] as? String == "<origin>/storage/snapfit-sandbox/seed/p001-4.png")
        #expect((data(transcripts.real[2])["sizeLabel"] as? String)?.hasSuffix(" KB · png") == true)
    }
}
