import SnapFitWeb
import Testing

@testable import CatalogWeb

/// The markup of the same inputs is rendered once; other inputs are rendered anew, and become the kept ones. What
/// all memos keep stays within their budget.
@Suite struct MarkupMemoTests {
    /// Renders `<p>a,b</p>` of `["a", "b"]`, noting each rendering in `renders`.
    private final class Renderer {
        var renders: [[String]] = []

        func render(_ inputs: [String]) -> HTML {
            renders.append(inputs)
            return "<p>\(inputs.joined(separator: ","))</p>"
        }
    }

    @Test func sameInputs_reuseTheKeptMarkup_andOtherInputsRenderAnew() {
        let budget = MarkupBudget(capacity: 1_000)
        let sut = MarkupMemo<[String]>()
        let renderer = Renderer()
        // When
        let first = sut.markup(for: ["a"], within: budget, renderer.render)
        let again = sut.markup(for: ["a"], within: budget, renderer.render)
        let other = sut.markup(for: ["a", "b"], within: budget, renderer.render)
        let back = sut.markup(for: ["a"], within: budget, renderer.render)
        // Then
        #expect(first.text == "<p>a</p>")
        #expect(again == first)
        #expect(other.text == "<p>a,b</p>")
        #expect(back == first)
        #expect(renderer.renders == [["a"], ["a", "b"], ["a"]])
        #expect(budget.heldBytes == "<p>a</p>".utf8.count)
    }

    @Test func aFullBudget_keepsNothingMore_andAMemoGoneGivesItsBytesBack() {
        // Given: a budget with room for one rendering
        let budget = MarkupBudget(capacity: 10)
        var holder: MarkupMemo<[String]>? = MarkupMemo()
        let sut = MarkupMemo<[String]>()
        let renderer = Renderer()
        _ = holder?.markup(for: ["a"], within: budget, renderer.render)
        // When
        _ = sut.markup(for: ["b"], within: budget, renderer.render)
        _ = sut.markup(for: ["b"], within: budget, renderer.render)
        holder = nil
        _ = sut.markup(for: ["b"], within: budget, renderer.render)
        _ = sut.markup(for: ["b"], within: budget, renderer.render)
        // Then: "b" was rendered each time until the holder went, then kept
        #expect(renderer.renders == [["a"], ["b"], ["b"], ["b"]])
        #expect(budget.heldBytes == "<p>b</p>".utf8.count)
    }
}
