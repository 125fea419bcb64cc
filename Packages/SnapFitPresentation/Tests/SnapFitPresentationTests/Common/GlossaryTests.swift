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
}
