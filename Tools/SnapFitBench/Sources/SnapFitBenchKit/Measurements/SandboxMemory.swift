import Foundation

/// 10. The sandbox's resident memory at start, after a run of requests and after a second run: memory must come
/// back to a plateau, so the second run adds (almost) nothing.
enum SandboxMemory {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let name =
            "10. Sandbox RSS: start / after \(sizes.sustainedRequests) / after \(2 * sizes.sustainedRequests) requests"
        guard let executable = SandboxProcess.executable else {
            return [BenchmarkRow(name: name, measured: "skipped: build snapfit-sandbox first", target: "—", met: nil)]
        }
        return try await SandboxProcess.running(executable, descriptorLimit: 1024) { sandbox in
            let start = sandbox.residentMegabytes()
            try await run(sizes.sustainedRequests, on: sandbox.port)
            let first = sandbox.residentMegabytes()
            try await run(sizes.sustainedRequests, on: sandbox.port)
            let second = sandbox.residentMegabytes()
            let delta = second - first
            return [
                BenchmarkRow(
                    name: name,
                    measured:
                        "\(Statistics.format(start, digits: 1)) / \(Statistics.format(first, digits: 1)) / \(Statistics.format(second, digits: 1)) MB",
                    target: "2nd delta ≤ 5 MB", met: delta <= 5)
            ]
        }
    }

    /// `count` requests with a 1 KB query on 8 keep-alive connections.
    private static func run(_ count: Int, on port: UInt16) async throws {
        let connections = 8
        let target = "/snapfit/vibes?pad=" + String(repeating: "x", count: 1000)
        let failures = await LoadClient.onThreads(connections) { index -> Int in
            guard let client = try? LoadClient(port: port) else { return count }
            let share = count / connections + (index < count % connections ? 1 : 0)
            return (0..<share).count { _ in client.get(target) != 200 }
        }
        let failed = failures.reduce(0, +)
        guard failed == 0 else { throw BenchFailure("\(failed) of \(count) requests failed") }
    }
}
