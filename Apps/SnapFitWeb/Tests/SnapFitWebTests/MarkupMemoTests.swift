import Testing

@testable import SnapFitWeb

/// The markup of the same inputs is rendered once; other inputs are rendered anew, and become the kept ones.
@Suite struct MarkupMemoTests {
    @Test func sameInputs_reuseTheKeptMarkup_andOtherInputsRenderAnew() {
        let sut = MarkupMemo<[String]>()
        var renders: [[String]] = []
        func render(_ inputs: [String]) -> HTML {
            renders.append(inputs)
            return "<p>\(inputs.joined(separator: ","))</p>"
        }
        // When
        let first = sut.markup(for: ["a"], render)
        let again = sut.markup(for: ["a"], render)
        let other = sut.markup(for: ["a", "b"], render)
        let back = sut.markup(for: ["a"], render)
        // Then
        #expect(first.text == "<p>a</p>")
        #expect(again == first)
        #expect(other.text == "<p>a,b</p>")
        #expect(back == first)
        #expect(renders == [["a"], ["a", "b"], ["a"]])
    }
}
