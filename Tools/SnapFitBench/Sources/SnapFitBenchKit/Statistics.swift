import Foundation

/// Figures over timings.
enum Statistics {
    /// The `fraction` percentile (0.5 for the median) of `values`, nearest rank.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// How long `body` takes, in milliseconds.
    static func milliseconds(_ body: () async throws -> Void) async rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return milliseconds(of: clock.now - start)
    }

    /// `duration` in milliseconds.
    static func milliseconds(of duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// `duration` in whole milliseconds.
    static func wholeMilliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
