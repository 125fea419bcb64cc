import SnapFitMutateKit
import Testing

@Suite struct MutationSitesTests {
    @Test func mutations_skipMultilineStringsAndBlockComments_andKnowTheirLine() {
        let source = """
            let a = 1
            let text = \"\"\"
                if x < 2 {
                \"\"\"
            /* if y < 3 { */
            if a < b {
            """
        let mutations = MutationSites.mutations(in: [("Sources/A.swift", source)])
        #expect(Set(mutations.map(\.line)) == [1, 6])
        #expect(mutations.allSatisfy { $0.file == "Sources/A.swift" })
    }

    @Test func sample_isTheSameForTheSameSeed_andSmallerThanTheWhole() {
        let source = (1...50).map { "let v\($0) = \($0)" }.joined(separator: "\n")
        let all = MutationSites.mutations(in: [("A.swift", source)])
        let first = MutationSites.sample(all, count: 10, seed: 7)
        #expect(first.count == 10)
        #expect(first == MutationSites.sample(all, count: 10, seed: 7))
        #expect(first != MutationSites.sample(all, count: 10, seed: 8))
        #expect(MutationSites.sample(all, count: 1_000, seed: 7) == all)
    }
}

@Suite struct MutateOptionsTests {
    @Test func parse_readsEveryOption_andRefusesWhatItDoesNotKnow() {
        var expected = MutateOptions(package: "Packages/SnapFitDomain")
        expected.under = ["Sources/SnapFitDomain/Validation", "Sources/SnapFitDomain/Paging"]
        expected.sample = 40
        expected.seed = 7
        expected.timeoutSeconds = 120
        expected.minimum = 90
        #expect(
            MutateOptions.parse([
                "Packages/SnapFitDomain", "--under", "Sources/SnapFitDomain/Validation", "--under",
                "Sources/SnapFitDomain/Paging", "--sample", "40", "--seed", "7", "--timeout", "120", "--minimum", "90",
            ]) == expected)
        #expect(MutateOptions.parse(["Packages/SnapFitDomain"])?.under == ["Sources"])
        #expect(MutateOptions.parse([]) == nil)
        #expect(MutateOptions.parse(["a", "b"]) == nil)
        #expect(MutateOptions.parse(["a", "--sample", "0"]) == nil)
        #expect(MutateOptions.parse(["a", "--frobnicate", "1"]) == nil)
        #expect(MutateOptions.parse(["a", "--seed"]) == nil)
    }
}
