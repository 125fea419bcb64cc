// `snapfit-bench [--tiny]`: measures SnapFit's speed and memory and prints one table. It exits 0 whatever the
// numbers: targets are for reading, not for failing. Build it in release: `swift run -c release snapfit-bench`.
import Foundation
import SnapFitBenchKit

let sizes: BenchmarkSizes = CommandLine.arguments.contains("--tiny") ? .tiny : .full
let rows = await Benchmarks.run(sizes: sizes)
print(BenchTable.render(rows, sizes: sizes))
