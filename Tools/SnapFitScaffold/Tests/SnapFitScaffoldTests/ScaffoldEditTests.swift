import Testing

@testable import SnapFitScaffoldKit

@Suite struct ScaffoldEditTests {
    private let contents = "a\n}\nb\n}\n"

    @Test func text_goesBeforeTheFirst_afterTheFirst_orBeforeTheLastAnchor() throws {
        #expect(try ScaffoldEdit("f", .beforeFirst, "}\n", insert: "x\n").apply(to: contents) == "a\nx\n}\nb\n}\n")
        #expect(try ScaffoldEdit("f", .afterFirst, "}\n", insert: "x\n").apply(to: contents) == "a\n}\nx\nb\n}\n")
        #expect(try ScaffoldEdit("f", .beforeLast, "}\n", insert: "x\n").apply(to: contents) == "a\n}\nb\nx\n}\n")
    }

    @Test func aMissingAnchor_isRefused_sayingWhereToWire() {
        let refusal = "f no longer has `c`, where the feature is wired in: restore it, or wire the feature by hand"
        #expect(throws: ScaffoldError(refusal)) {
            try ScaffoldEdit("f", .beforeFirst, "c\n", insert: "x\n").apply(to: contents)
        }
    }

    @Test func aFeatureWiredAlready_isRefused() {
        #expect(throws: ScaffoldError("f has `b` already: pick another name")) {
            try ScaffoldEdit("f", .afterFirst, "a\n", insert: "b\n").apply(to: contents)
        }
        #expect(throws: ScaffoldError.self) {
            try ScaffoldEdit("f", .afterFirst, "a\n", insert: "c\n", clash: "}").apply(to: contents)
        }
    }

    @Test func aNumber_isRaisedByOne_orRefusedWhenThereIsNone() throws {
        let sut = ScaffoldEdit("f", .raiseNumberAfterFirst, "schema = ", insert: "")
        #expect(try sut.apply(to: "let schema = 9\nlet schema = 3\n") == "let schema = 10\nlet schema = 3\n")
        #expect(throws: ScaffoldError.self) { try sut.apply(to: "let schema = x\n") }
    }

    @Test func revert_takesTheTextOut_evenAfterAFormatterMovedIt() throws {
        let sut = ScaffoldEdit("f", .beforeFirst, "b: Int", insert: "x: Int, ")
        let inserted = try sut.apply(to: "f(a: Int, b: Int)\n")
        let reflowed = "f(\n    a: Int,\n    x: Int,\n    b: Int\n)\n"
        #expect(try sut.revert(in: inserted) == "f(a: Int, b: Int)\n")
        #expect(try sut.revert(in: reflowed) == "f(\n    a: Int,\n    b: Int\n)\n")
    }

    @Test func revert_ofALine_takesTheWholeLine_andAllowsATrailingCommaAdded() throws {
        let line = ScaffoldEdit("f", .afterFirst, "a\n", insert: "    case x, y\n")
        #expect(try line.revert(in: line.apply(to: contents)) == contents)
        let entry = ScaffoldEdit("f", .afterFirst, "[\n", insert: "    \"k\": [\"GET\": .x]\n")
        #expect(try entry.revert(in: "t = [\n    \"k\": [\n        \"GET\": .x,\n    ]\n]\n") == "t = [\n]\n")
    }

    @Test func revert_ofTextThatIsGone_isRefused_andANumberIsLowered() throws {
        #expect(throws: ScaffoldError.self) {
            try ScaffoldEdit("f", .afterFirst, "a\n", insert: "zz\n").revert(in: contents)
        }
        let number = ScaffoldEdit("f", .raiseNumberAfterFirst, "schema = ", insert: "")
        #expect(try number.revert(in: "let schema = 10\n") == "let schema = 9\n")
    }
}
