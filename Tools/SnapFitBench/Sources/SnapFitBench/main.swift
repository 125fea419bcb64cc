// `snapfit-bench [--tiny] [--only N[,N…]]`: measures SnapFit's speed and memory and prints one table (`--only` runs
// just the benchmarks with those numbers). It exits 0 whatever the numbers: targets are for reading, not for failing.
// Build it in release: `swift run -c release snapfit-bench`.
import Foundation
import SnapFitBenchKit

var tiny = false
var only: Set<Int>?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--tiny": tiny = true
    case "--only":
        let numbers = (arguments.popFirst() ?? "").split(separator: ",").map { Int($0) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            FileHandle.standardError.write(Data("snapfit-bench: --only needs benchmark numbers, such as 10,16\n".utf8))
            exit(2)
        }
        only = Set(numbers.compactMap { $0 })
    default:
        FileHandle.standardError.write(Data("usage: snapfit-bench [--tiny] [--only N[,N…]]\n".utf8))
        exit(2)
    }
}
let sizes: BenchmarkSizes = tiny ? .tiny : .full
let rows = await Benchmarks.run(sizes: sizes, only: only)
print(BenchTable.render(rows, sizes: sizes))
