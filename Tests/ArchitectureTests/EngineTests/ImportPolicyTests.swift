import Testing

@Suite struct ImportPolicyTests {
    @Test(arguments: [
        (ImportPolicy.only(["Foundation"]), "Foundation", true),
        (.only(["Foundation"]), "Synchronization", false),
        (.never(["SnapFitData"]), "SnapFitData", false),
        (.never(["SnapFitData"]), "SnapFitDomain", true),
        (.snapFitOnly(["SnapFitDomain"]), "Testing", true),
        (.snapFitOnly(["SnapFitDomain"]), "SnapFitDomain", true),
        (.snapFitOnly(["SnapFitDomain"]), "SnapFitNetworking", false),
        (.all(of: [.snapFitOnly(["SnapFitDomain"]), .never(["FoundationNetworking"])]), "FoundationNetworking", false),
        (.all(of: [.snapFitOnly(["SnapFitDomain"]), .never(["FoundationNetworking"])]), "Foundation", true),
    ])
    func allows_module_followsThePolicy(policy: ImportPolicy, module: String, expected: Bool) {
        // When / Then
        #expect(policy.allows(module) == expected)
    }
}
