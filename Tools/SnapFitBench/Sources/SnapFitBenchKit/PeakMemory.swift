/// The process's peak resident memory, as Linux reports it.
enum PeakMemory {
    /// "VmHWM" from `/proc/self/status`, such as "48.2 MB"; "unknown" elsewhere.
    static func description() -> String {
        guard let megabytes = ResidentMemory.megabytes("VmHWM") else { return "unknown" }
        return "\(Statistics.format(megabytes, digits: 1)) MB"
    }
}
