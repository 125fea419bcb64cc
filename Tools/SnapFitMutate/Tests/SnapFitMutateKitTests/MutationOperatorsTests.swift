import SnapFitMutateKit
import Testing

@Suite struct MutationOperatorsTests {
    private func changes(_ line: String) -> [String] { MutationOperators.mutants(of: line).map(\.mutated) }

    @Test func comparisons_flip_onlyWhereSpacedAsOperators() {
        #expect(changes("        guard count <= max else {").contains("        guard count < max else {"))
        #expect(changes("    if a == b {").contains("    if a != b {"))
        #expect(!changes("    func f() -> Array<Int> {").contains { $0.contains("<=") || $0.contains(">=") })
    }

    @Test func conditions_areNegated_unlessTheyBind() {
        #expect(changes("    if isEmpty {").contains("    if !(isEmpty) {"))
        #expect(
            changes("        guard value > 0 else { throw .x }").contains(
                "        guard !(value > 0) else { throw .x }"))
        #expect(!changes("    if let x = y {").contains { $0.contains("!(") })
        #expect(!changes("    guard case .a = b, c else {").contains { $0.contains("!(") })
    }

    @Test func integers_moveByOne_butNotInNamesDecimalsStringsOrComments() {
        let mutants = changes(#"    let limit = 10_000 + v2 + 1.5 // 7 "#)
        #expect(mutants.contains("    let limit = 10001 + v2 + 1.5 // 7 "))
        #expect(mutants.contains("    let limit = 9999 + v2 + 1.5 // 7 "))
        #expect(mutants.count == 2)
        #expect(changes(#"    let text = "page 3""#).isEmpty)
        #expect(changes(#"    let text = "\(n == 1 ? "1 item" : "items")""#).isEmpty)
        #expect(changes("    for i in 0..<n {").contains("    for i in 1..<n {"))
    }

    @Test func throwsAndEarlyReturns_areDropped() {
        #expect(changes("            throw .validation(error)") == [""])
        #expect(changes("        if done { return nil }").contains("        if done {  }"))
        #expect(changes("        if bad { throw .x }").contains("        if bad {  }"))
        #expect(changes("        if a { return x } else { return y }").contains("        if a {  } else { return y }"))
    }

    @Test func commentsImportsAndAttributes_haveNoMutants() {
        #expect(changes("    // if a < b { return 1 }").isEmpty)
        #expect(changes("import Foundation").isEmpty)
        #expect(changes("    @Test(arguments: [1, 2])").isEmpty)
    }
}
