import Foundation

/// The process's peak resident memory, as Linux reports it.
enum PeakMemory {
    /// "VmHWM" from `/proc/self/status`, such as "48.2 MB"; "unknown" elsewhere.
    static func description() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return "unknown" }
        return "\(Statistics.format(kilobytes / 1024, digits: 1)) MB"
    }
}
