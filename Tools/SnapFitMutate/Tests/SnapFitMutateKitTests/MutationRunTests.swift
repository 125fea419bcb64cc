import Foundation
import Testing

@testable import SnapFitMutateKit

/// A feature package's copy still finds the kernel packages beside the original.
@Suite struct MutationRunTests {
    @Test func theCopysRelativeDependencies_pointWhereTheOriginalsDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        try
            #"dependencies: [.package(path: "../../SnapFitDomain"), .package(url: "https://x.invalid/y", from: "1.0.0")]"#
            .write(to: manifest, atomically: true, encoding: .utf8)

        try MutationRun.anchorDependencies(
            of: manifest, at: URL(fileURLWithPath: "/work/repo/Packages/Features/Coupons", isDirectory: true))

        #expect(
            try String(contentsOf: manifest, encoding: .utf8)
                == #"dependencies: [.package(path: "/work/repo/Packages/SnapFitDomain"), .package(url: "https://x.invalid/y", from: "1.0.0")]"#
        )
    }
}
