import Testing

@testable import SnapFitWeb

/// A number field shows only a number, so a refused form comes back as valid markup.
@Suite struct FormControlValueTests {
    @Test(arguments: ["0", "-12", "3.5", ".5", "1e3", "2E-4", "-0.25e+10"])
    func aNumberAsHTMLReadsOne_isKept(text: String) {
        #expect(FormControl.numberValue(text) == text)
    }

    @Test(arguments: ["", "abc", "1.", "+1", " 1", "1 ", "1e", "1,000", "--1", "1.2.3", "六", "12원"])
    func anythingElse_isNoNumber(text: String) {
        #expect(FormControl.numberValue(text) == "")
    }

    @Test func aRefusedNumber_isNotWrittenIntoItsField() {
        let field = FormControl(name: "people", label: "People", kind: .input(type: "number"), value: "two").html
        #expect(field.text.contains(#"<input type="number" id="people" name="people" required value="">"#))
    }
}
