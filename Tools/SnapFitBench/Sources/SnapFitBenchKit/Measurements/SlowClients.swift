import Foundation
import Glibc

/// 11. Normal clients while slow clients hold connections open with unfinished heads, on a sandbox limited to 1,024
/// descriptors: more slow clients than it can hold, so it must close the slowest to serve anyone.
enum SlowClients {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let name = "11. Normal clients beside \(sizes.slowClients) slow ones (sandbox at ulimit -n 1024)"
        guard let executable = SandboxProcess.executable else {
            return [BenchmarkRow(name: name, measured: "skipped: build snapfit-sandbox first", target: "—", met: nil)]
        }
        raiseOwnDescriptorLimit()
        return try await SandboxProcess.running(executable, descriptorLimit: 1024) { sandbox in
            var slow: [Int32] = []
            defer { slow.forEach { close($0) } }
            for _ in 0..<sizes.slowClients { slow.append(try LoadClient.connect(port: sandbox.port)) }
            let partialHead = Array("GET /snapfit/vibes HTTP/1.1\r\nHost: bench\r\nX-Slow: ".utf8)
            for descriptor in slow {
                _ = partialHead.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            let port = sandbox.port
            let connections = 8
            let perConnection = max(1, sizes.normalRequests / connections)
            var latencies: [Double] = []
            var failed = 0
            let elapsed = await Statistics.milliseconds {
                let results = await LoadClient.onThreads(connections) { _ -> [Double?] in
                    guard let client = try? LoadClient(port: port) else {
                        return Array(repeating: nil, count: perConnection)
                    }
                    return (0..<perConnection).map { _ in
                        let start = ContinuousClock.now
                        guard client.get("/snapfit/vibes") == 200 else { return nil }
                        return Statistics.milliseconds(of: .now - start)
                    }
                }
                for latency in results.joined() {
                    if let latency { latencies.append(latency) } else { failed += 1 }
                }
            }
            let closedSlow = slow.count { isClosedByPeer($0) }
            let perSecond = Double(latencies.count) / (elapsed / 1000)
            return [
                BenchmarkRow(
                    name: name,
                    measured:
                        "\(Statistics.format(perSecond, digits: 0)) req/s, p99 \(Statistics.format(Statistics.percentile(latencies, 0.99), digits: 0)) ms, \(failed) failed; \(closedSlow) slow closed",
                    target: "every normal request served", met: failed == 0)
            ]
        }
    }

    /// Lets this process hold the slow clients' sockets beside its own.
    private static func raiseOwnDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Whether the server has closed this connection.
    private static func isClosedByPeer(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }
}
