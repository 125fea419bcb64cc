import Foundation

/// 10. The sandbox's resident memory at start, after a run of requests and after a second run, with short and with
/// long (60 KB) query strings: memory must come back to a plateau, so each second run adds (almost) nothing.
enum SandboxMemory {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let requests = sizes.sustainedRequests
        let name = "10. Sandbox RSS: start / after one run / after a second run"
        guard let executable = SandboxProcess.executable else {
            return [BenchmarkRow(name: name, measured: "skipped: build snapfit-sandbox first", target: "—", met: nil)]
        }
        return try await SandboxProcess.running(executable, descriptorLimit: 1024) { sandbox in
            var rows: [BenchmarkRow] = []
            // Sixty times longer queries, a tenth as many of them.
            for (label, queryBytes, count) in [("1 KB", 1000, requests), ("60 KB", 60_000, max(1, requests / 10))] {
                let start = sandbox.residentMegabytes()
                try await run(count, queryBytes: queryBytes, on: sandbox.port)
                let first = sandbox.residentMegabytes()
                try await run(count, queryBytes: queryBytes, on: sandbox.port)
                let second = sandbox.residentMegabytes()
                let figures = [start, first, second].map { Statistics.format($0, digits: 1) }
                rows.append(
                    BenchmarkRow(
                        name: "\(name) of \(count) requests, \(label) queries",
                        measured: figures.joined(separator: " / ") + " MB",
                        target: "2nd delta ≤ 5 MB", met: second - first <= 5))
            }
            return rows
        }
    }

    /// `count` requests with a query of `queryBytes` bytes on 8 keep-alive connections.
    private static func run(_ count: Int, queryBytes: Int, on port: UInt16) async throws {
        let connections = 8
        let target = "/snapfit/vibes?pad=" + String(repeating: "x", count: queryBytes)
        let failures = await LoadClient.onThreads(connections) { index -> Int in
            guard let client = try? LoadClient(port: port) else { return count }
            let share = count / connections + (index < count % connections ? 1 : 0)
            return (0..<share).count { _ in client.get(target) != 200 }
        }
        let failed = failures.reduce(0, +)
        guard failed == 0 else { throw BenchFailure("\(failed) of \(count) requests failed") }
    }
}
