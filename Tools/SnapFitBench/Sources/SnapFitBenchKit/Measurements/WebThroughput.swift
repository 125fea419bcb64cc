import Foundation
import SnapFitWeb

/// 15. `snapfit-web` in DEV served on loopback in this process, as `snapfit-web` serves it, under many clients at
/// once: each starts a session of its own with its first request and signs the seeded customer in with the login
/// form, then asks for `/products` again and again on a keep-alive connection (after the first, the session's list
/// is rendered again, not fetched). Requests a second and p99 latency.
enum WebThroughput {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let web = await BenchWeb()
        defer { web.remove() }
        let server = WebServer(web.app, host: "127.0.0.1", port: 0)
        let port = try server.start()
        let row = await load(port: port, sizes: sizes)
        await server.stop()
        return [row]
    }

    /// The row, from the clients' requests; a client that could not sign in has all its requests failed.
    private static func load(port: UInt16, sizes: BenchmarkSizes) async -> BenchmarkRow {
        let cookies = await LoadClient.onThreads(sizes.webClients) { _ in
            (try? LoadClient(port: port)).flatMap(WebForms.signIn(on:))
        }
        var latencies: [Double] = []
        var failed = 0
        let elapsed = await Statistics.milliseconds {
            let results = await LoadClient.onThreads(sizes.webClients) { index -> [Double?] in
                guard let client = try? LoadClient(port: port) else {
                    return Array(repeating: nil, count: sizes.webRequestsPerClient)
                }
                return (0..<sizes.webRequestsPerClient).map { _ in
                    let start = ContinuousClock.now
                    guard client.send("GET", "/products", cookie: cookies[index])?.status == 200 else { return nil }
                    return Statistics.milliseconds(of: .now - start)
                }
            }
            for latency in results.joined() {
                if let latency { latencies.append(latency) } else { failed += 1 }
            }
        }
        let perSecond = Double(latencies.count) / (elapsed / 1000)
        let p99 = Statistics.percentile(latencies, 0.99)
        return BenchmarkRow(
            name:
                "15. Web `/products` in DEV on loopback, \(sizes.webClients) signed-in clients × \(sizes.webRequestsPerClient) requests",
            measured:
                "\(Statistics.format(perSecond, digits: 0)) req/s, p99 \(Statistics.format(p99, digits: 1)) ms, \(failed) failed",
            target: "all served, p99 ≤ 200 ms", met: failed == 0 && p99 <= 200)
    }
}
