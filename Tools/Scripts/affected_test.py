"""Tests of affected.py over a small graph shaped like SnapFit's: a kernel package, a feature package whose layers
the root tests, the feature's edge in the root, and the app over it.

Run: python3 -m unittest discover -s Tools/Scripts -p '*_test.py'
"""

import unittest

from affected import affected_tests

ROOT = "/repo"


def target(package, name, directory, test=False):
    return {"package": package, "target": name, "directory": ROOT + "/" + directory, "test": test}


GRAPH = {
    "targets": [
        target("SnapFitDomain", "SnapFitDomain", "Packages/SnapFitDomain/Sources/SnapFitDomain"),
        target("Likes", "LikesPresentation", "Packages/Features/Likes/Sources/LikesPresentation"),
        target("Likes", "LikesPresentationTests", "Packages/Features/Likes/Tests/LikesPresentationTests", True),
        target("SnapFit", "LikesPresentationTests", "Packages/Features/Likes/Tests/LikesPresentationTests", True),
        target("SnapFit", "LikesCLI", "Packages/Features/Likes/Sources/LikesCLI"),
        target("SnapFit", "LikesCLITests", "Packages/Features/Likes/Tests/LikesCLITests", True),
        target("SnapFit", "SnapFitApp", "Apps/SnapFitCLI/Sources/SnapFitApp"),
        target("SnapFit", "SnapFitAppTests", "Apps/SnapFitCLI/Tests/SnapFitAppTests", True),
        target("SnapFit", "SnapFitDomainTests", "Packages/SnapFitDomain/Tests/SnapFitDomainTests", True),
        target("SnapFit", "IntegrationTests", "Tests/IntegrationTests", True),
        target("SnapFit", "ArchitectureTests", "Tests/ArchitectureTests", True),
    ],
    "edges": [
        {"from": "Likes/LikesPresentation", "to": "SnapFitDomain/SnapFitDomain"},
        {"from": "Likes/LikesPresentationTests", "to": "Likes/LikesPresentation"},
        {"from": "SnapFit/LikesPresentationTests", "to": "Likes/LikesPresentation"},
        {"from": "SnapFit/LikesCLI", "to": "Likes/LikesPresentation"},
        {"from": "SnapFit/LikesCLI", "to": "SnapFit/SnapFitApp"},
        {"from": "SnapFit/LikesCLITests", "to": "SnapFit/LikesCLI"},
        {"from": "SnapFit/SnapFitApp", "to": "SnapFitDomain/SnapFitDomain"},
        {"from": "SnapFit/SnapFitAppTests", "to": "SnapFit/SnapFitApp"},
        {"from": "SnapFit/SnapFitDomainTests", "to": "SnapFitDomain/SnapFitDomain"},
        {"from": "SnapFit/IntegrationTests", "to": "SnapFit/LikesCLI"},
    ],
}
EVERYTHING = [
    "ArchitectureTests", "IntegrationTests", "LikesCLITests", "LikesPresentationTests", "SnapFitAppTests",
    "SnapFitDomainTests",
]


class AffectedTestsTests(unittest.TestCase):
    def test_aFeaturesPresentation_runsItsTestsAndItsDependents_notTheKernels(self):
        changed = ["Packages/Features/Likes/Sources/LikesPresentation/LikeToggle.swift"]
        self.assertEqual(
            affected_tests(GRAPH, ROOT, changed),
            ["ArchitectureTests", "IntegrationTests", "LikesCLITests", "LikesPresentationTests"])

    def test_aKernelPackage_runsEverything(self):
        changed = ["Packages/SnapFitDomain/Sources/SnapFitDomain/Entities/Product.swift"]
        self.assertEqual(affected_tests(GRAPH, ROOT, changed), EVERYTHING)

    def test_aTestFile_runsItsOwnTarget(self):
        changed = ["Apps/SnapFitCLI/Tests/SnapFitAppTests/ShellTests.swift"]
        self.assertEqual(affected_tests(GRAPH, ROOT, changed), ["ArchitectureTests", "SnapFitAppTests"])

    def test_aFolderWhoseNameStartsLikeATargets_isNotThatTarget(self):
        changed = ["Apps/SnapFitCLI/Sources/SnapFitAppNotes/README.md"]
        self.assertEqual(affected_tests(GRAPH, ROOT, changed), [])

    def test_aSwiftFileNoTargetHolds_runsEverything(self):
        self.assertEqual(affected_tests(GRAPH, ROOT, ["Tools/FeatureListPlugin/Plugin.swift"]), EVERYTHING)

    def test_aManifest_runsEveryTargetUnderItsFolder(self):
        self.assertEqual(affected_tests(GRAPH, ROOT, ["Packages/Features/Likes/Package.swift"]), [
            "ArchitectureTests", "IntegrationTests", "LikesCLITests", "LikesPresentationTests"])
        self.assertEqual(affected_tests(GRAPH, ROOT, ["Package.swift"]), EVERYTHING)

    def test_aDocumentATestReads_runsThatTest(self):
        self.assertEqual(affected_tests(GRAPH, ROOT, ["docs/SnapFit.docc/Commands.md"]), ["IntegrationTests"])
        self.assertEqual(affected_tests(GRAPH, ROOT, ["Packages/Features/Likes/README.md"]), ["IntegrationTests"])

    def test_documentsAndScripts_runNothing(self):
        self.assertEqual(affected_tests(GRAPH, ROOT, ["README.md", "Tools/Scripts/coverage", ".ci/run"]), [])


if __name__ == "__main__":
    unittest.main()
