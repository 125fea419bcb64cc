import Foundation

/// 8. Starting `snapfit --home H products` in DEV with the backend's state read from the home folder, signed in by an
/// earlier run, against the same command's cold start before DEV had a backend (mocks in memory, nothing read).
enum DevColdStart {
    /// `snapfit --home H products` in DEV, median of 20 cold starts on the 2-core machine of the README, measured on
    /// commit 23cb577 (the last with in-memory DEV mocks), where it could only answer "please log in".
    static let beforeMilliseconds = 17.5

    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let snapfit = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("snapfit")
        let name = "8. DEV cold start `snapfit --home H products` (state from H), median of \(sizes.coldStarts)"
        let target = "≤ 1.20× \(Statistics.format(beforeMilliseconds, digits: 1)) ms"
        guard FileManager.default.isExecutableFile(atPath: snapfit.path) else {
            return [BenchmarkRow(name: name, measured: "skipped: build snapfit first", target: target, met: nil)]
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        guard
            try await ColdStart.time(snapfit, arguments: ["login", "kakao", "dev-customer"], home: home).status
                == 0
        else { throw BenchFailure("DEV could not sign in") }
        var times: [Double] = []
        for _ in 0..<sizes.coldStarts {
            let run = try await ColdStart.time(snapfit, arguments: ["products"], home: home)
            guard run.status == 0 else { throw BenchFailure("`snapfit products` failed in DEV") }
            times.append(run.milliseconds)
        }
        let median = Statistics.percentile(times, 0.5)
        let ratio = median / beforeMilliseconds
        return [
            BenchmarkRow(
                name: name,
                measured: "\(Statistics.format(ratio))× (\(Statistics.format(median, digits: 1)) ms)",
                target: target, met: ratio <= 1.20)
        ]
    }
}
