import Testing

@testable import SnapFitApp

@Suite struct CompleterTests {
    private let sut: Completer = {
        let names = CatalogNames()
        names.fill(vibes: ["러블리", "시크"], locations: ["서울", "부산"])
        return Completer(commands: .standard, catalog: names)
    }()

    @Test func commandsSubcommandsAndOptions() {
        #expect(sut.completion(for: "mak").candidates == ["maker"])
        #expect(sut.completion(for: "maker r").candidates == ["reservations", "register"])
        #expect(sut.completion(for: "cancel 3 --re").candidates == ["--reason"])
        #expect(sut.completion(for: "vibes --j").candidates == ["--json"])
        #expect(sut.completion(for: "nothing").candidates.isEmpty)
    }

    @Test func catalogNames_afterTheirOption_asTheLastItemOfAList() {
        #expect(sut.completion(for: "products --vibe 러") == .init(word: "러", candidates: ["러블리"], endsWord: false))
        #expect(sut.completion(for: "maker register --vibes 러블리,시").candidates == ["러블리,시크"])
        #expect(sut.completion(for: "maker register --locations 부").candidates == ["부산"])
    }
}
