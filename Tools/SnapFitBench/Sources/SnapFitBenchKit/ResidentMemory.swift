import Foundation

/// A process's memory as Linux reports it in `/proc/<process>/status`.
enum ResidentMemory {
    /// The field `name` (`VmRSS`, `VmHWM`) of `process` (a process id, or `self`) in megabytes; `nil` elsewhere.
    static func megabytes(_ name: String, of process: String = "self") -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }
}
