import Foundation

/// The benchmark table, one row per figure.
public enum BenchTable {
    public static func render(_ rows: [BenchmarkRow], sizes: BenchmarkSizes) -> String {
        let header = BenchmarkRow(name: "benchmark", measured: "measured", target: "target", met: nil)
        let all = [header] + rows
        let nameWidth = all.map(\.name.count).max() ?? 0
        let measuredWidth = all.map(\.measured.count).max() ?? 0
        let targetWidth = all.map(\.target.count).max() ?? 0
        func line(_ row: BenchmarkRow, verdict: String) -> String {
            row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + " | "
                + row.measured.padding(toLength: measuredWidth, withPad: " ", startingAt: 0) + " | "
                + row.target.padding(toLength: targetWidth, withPad: " ", startingAt: 0) + " | " + verdict
        }
        var lines = [line(header, verdict: "met")]
        lines.append(String(repeating: "-", count: lines[0].count))
        for row in rows {
            lines.append(line(row, verdict: row.met.map { $0 ? "yes" : "NO" } ?? "—"))
        }
        lines.append("")
        lines.append(sizes.roundTrips < BenchmarkSizes.full.roundTrips ? "(tiny sizes: the figures mean nothing)" : "")
        return lines.joined(separator: "\n")
    }
}
