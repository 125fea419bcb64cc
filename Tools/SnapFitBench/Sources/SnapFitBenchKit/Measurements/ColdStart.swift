import Foundation

/// 6. Starting `snapfit vibes` in DEV, against a Foundation hello-world; both are looked for beside this program.
enum ColdStart {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let snapfit = folder.appendingPathComponent("snapfit")
        let hello = folder.appendingPathComponent("snapfit-hello")
        let name = "6. Cold start `snapfit vibes` / hello-world, median of \(sizes.coldStarts)"
        guard FileManager.default.isExecutableFile(atPath: snapfit.path),
            FileManager.default.isExecutableFile(atPath: hello.path)
        else {
            return [
                BenchmarkRow(
                    name: name, measured: "skipped: build snapfit and snapfit-hello first", target: "≤ 1.50×", met: nil)
            ]
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-cold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var ours: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<sizes.coldStarts {
            ours.append(try await time(snapfit, arguments: ["vibes"], home: home).milliseconds)
            baseline.append(try await time(hello, arguments: [], home: home).milliseconds)
        }
        let ratio = Statistics.percentile(ours, 0.5) / Statistics.percentile(baseline, 0.5)
        return [
            BenchmarkRow(
                name: name,
                measured:
                    "\(Statistics.format(ratio))× (\(Statistics.format(Statistics.percentile(ours, 0.5), digits: 1)) vs \(Statistics.format(Statistics.percentile(baseline, 0.5), digits: 1)) ms)",
                target: "≤ 1.50×", met: ratio <= 1.50)
        ]
    }

    /// Runs `program` once to its end, its output discarded: how long it took and its exit status.
    /// `home` is the DEV home folder.
    static func time(
        _ program: URL, arguments: [String], home: URL
    ) async throws -> (milliseconds: Double, status: Int32) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = [
            "SNAPFIT_PHASE": "dev", "SNAPFIT_HOME": home.path, "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let milliseconds = try await Statistics.milliseconds {
            try process.run()
            process.waitUntilExit()
        }
        return (milliseconds, process.terminationStatus)
    }
}
