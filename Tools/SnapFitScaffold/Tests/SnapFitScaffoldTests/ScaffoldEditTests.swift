import Testing

@testable import SnapFitScaffoldKit

@Suite struct ScaffoldEditTests {
    private let contents = "a\n}\nb\n}\n"

    @Test func text_goesRightAfterTheFirstAnchor() throws {
        #expect(try ScaffoldEdit("f", after: "}\n", insert: "x\n").apply(to: contents) == "a\n}\nx\nb\n}\n")
    }

    @Test func aMissingAnchor_isRefused_sayingWhereToInstall() {
        let refusal = "f no longer has `c`, where the feature is installed: restore it, or add the line by hand"
        #expect(throws: ScaffoldError(refusal)) {
            try ScaffoldEdit("f", after: "c\n", insert: "x\n").apply(to: contents)
        }
    }

    @Test func aFeatureThereAlready_isRefused() {
        #expect(throws: ScaffoldError("f has `b` already: pick another name")) {
            try ScaffoldEdit("f", after: "a\n", insert: "b\n").apply(to: contents)
        }
        #expect(throws: ScaffoldError.self) {
            try ScaffoldEdit("f", after: "a\n", insert: "c\n", clash: "}").apply(to: contents)
        }
    }
}
