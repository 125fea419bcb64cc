import Testing

@testable import SnapFitApp

@Suite struct CompleterTests {
    private let sut: Completer = {
        let names = CatalogNames()
        names.fill(vibes: ["러블리", "시크"], locations: ["서울", "부산"])
        return Completer(commands: testCommands, catalog: names)
    }()

    @Test func commandsSubcommandsAndOptions() {
        #expect(sut.completion(for: "sam").candidates == ["sample"])
        #expect(sut.completion(for: "sample r").candidates == ["run"])
        #expect(sut.completion(for: "sample run --t").candidates == ["--title"])
        #expect(sut.completion(for: "echo --ti").candidates == ["--times"])
        #expect(sut.completion(for: "quit --j").candidates == ["--json"])
        #expect(sut.completion(for: "nothing").candidates.isEmpty)
    }

    @Test func theCommandsOwnOptions_comeFirst_theGlobalOnesOnlyWhenNoneOfItsOwnMatch() {
        let sut = Completer(commands: .standard.adding([EchoCommand()]), catalog: CatalogNames())
        #expect(sut.completion(for: "echo --t").candidates == ["--times", "--tag"])
        #expect(sut.completion(for: "echo --ve").candidates.isEmpty)
        #expect(sut.completion(for: "echo --h").candidates == ["--home", "--help"])
        #expect(sut.completion(for: "echo --j").candidates == ["--json"])
    }

    @Test func catalogNames_afterTheirOption_asTheLastItemOfAList() {
        #expect(sut.completion(for: "products --vibe 러") == .init(word: "러", candidates: ["러블리"], endsWord: false))
        #expect(sut.completion(for: "maker register --vibes 러블리,시").candidates == ["러블리,시크"])
        #expect(sut.completion(for: "maker register --locations 부").candidates == ["부산"])
    }

    @Test func inEnglish_catalogNamesAreOfferedInEnglish_andKoreanOnesStillComplete() {
        // Given: the shell speaks English
        let names = CatalogNames()
        names.fill(vibes: ["러블리", "시크", "하이틴"], locations: ["서울", "부산"])
        names.speak(.english)
        let sut = Completer(commands: .standard, catalog: names)
        // Then: Tab offers the English names, completes them from their start, and Korean still works
        #expect(sut.completion(for: "products --vibe ").candidates == ["lovely", "chic", "high-teen"])
        #expect(sut.completion(for: "products --vibe lo").candidates == ["lovely"])
        #expect(sut.completion(for: "maker register --vibes lovely,Ch").candidates == ["lovely,chic"])
        #expect(sut.completion(for: "maker register --locations se").candidates == ["Seoul"])
        #expect(sut.completion(for: "products --vibe 러").candidates == ["러블리"])
    }

    @Test func inKorean_catalogNamesAreOfferedAsTheCatalogSpellsThem_andEnglishOnesStillComplete() {
        let names = CatalogNames()
        names.fill(vibes: ["러블리", "시크"], locations: ["서울"])
        names.speak(.korean)
        let sut = Completer(commands: .standard, catalog: names)
        #expect(sut.completion(for: "products --vibe ").candidates == ["러블리", "시크"])
        #expect(sut.completion(for: "products --vibe lo").candidates == ["lovely"])
    }
}
