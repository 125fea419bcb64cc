import Testing

@testable import SnapFitPresentation

@Suite struct GlossaryTests {
    @Test func englishNames_areShownInEnglish_andAcceptedInAnyCase() {
        #expect(Glossary.locations.label(for: "서울", language: .english) == "서울 (Seoul)")
        #expect(Glossary.locations.label(for: "서울", language: .korean) == "서울")
        #expect(Glossary.locations.name(forInput: " SEOUL ") == "서울")
        #expect(Glossary.vibes.name(forInput: "Lovely") == "러블리")
        #expect(Glossary.vibes.name(forInput: "punk") == "punk")
    }

    @Test func catalogTerms_areTheNamesAUserTypes_inTheirLanguage() {
        #expect(CatalogTerms.vibes(["러블리", "하이틴", "펑크"], in: .english) == ["lovely", "high-teen", "펑크"])
        #expect(CatalogTerms.vibes(["러블리"], in: .korean) == ["러블리"])
        #expect(CatalogTerms.locations(["서울", "제주"], in: .english) == ["Seoul", "Jeju"])
        // What is offered is what is accepted.
        #expect(CatalogTerms.vibes(["몽환적"], in: .english).map(Glossary.vibes.name(forInput:)) == ["몽환적"])
    }
}
