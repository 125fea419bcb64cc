import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// 7. Many keep-alive connections at once on `GET /snapfit/posts/all`: requests a second and p99 latency.
enum SandboxThroughput {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = sizes.connections
        let session = URLSession(configuration: configuration)
        let bench = try await BenchSandbox.start(session: session)
        defer { bench.sandbox.stop() }
        let request = bench.postsRequest()
        var latencies: [Double] = []
        let elapsed = try await Statistics.milliseconds {
            latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
                for _ in 0..<sizes.connections {
                    group.addTask {
                        var own: [Double] = []
                        for _ in 0..<sizes.requestsPerConnection {
                            own.append(try await Statistics.milliseconds { _ = try await session.data(for: request) })
                        }
                        return own
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
        }
        let perSecond = Double(latencies.count) / (elapsed / 1000)
        return [
            BenchmarkRow(
                name: "7. Sandbox, \(sizes.connections) connections × \(sizes.requestsPerConnection) requests",
                measured:
                    "\(Statistics.format(perSecond, digits: 0)) req/s, p99 \(Statistics.format(Statistics.percentile(latencies, 0.99), digits: 1)) ms",
                target: "—", met: nil)
        ]
    }
}
