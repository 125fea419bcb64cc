/// One line of the table: what was measured, the figure, its target, and whether the target was met.
public struct BenchmarkRow: Sendable, Equatable {
    public let name: String
    public let measured: String
    public let target: String
    /// `nil` when the benchmark has no target or could not run.
    public let met: Bool?

    public init(name: String, measured: String, target: String, met: Bool?) {
        self.name = name
        self.measured = measured
        self.target = target
        self.met = met
    }
}
