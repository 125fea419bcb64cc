import Foundation

/// A list typed on one line, such as vibes (`lovely, chic`) or regions: every UI reads it the same way.
public enum TypedList {
    /// The items without spaces or empty entries; what they must be is for the flow to check.
    public static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
