import Foundation

/// Reads a comma-separated flag value such as `--vibes lovely,chic` or `--locations Seoul,Busan`.
public enum ListArgument {
    /// The items without spaces or empty entries; what they must be is for the domain to check.
    public static func items(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
