import Testing

@testable import SnapFitApp

@MainActor
@Suite struct LineSourceTests {
    @Test func scriptLineSource_text_splitsAtEveryKindOfLineBreak() {
        // Given
        let sut = ScriptLineSource(text: "vibes\r\nlocations\n\nhelp")
        // When
        let lines = Array(sequence(state: sut) { $0.nextLine() })
        // Then
        #expect(lines == ["vibes", "locations", "", "help"])
        #expect(sut.nextLine() == nil)
    }
}
