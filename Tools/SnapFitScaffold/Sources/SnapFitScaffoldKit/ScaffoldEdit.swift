import Foundation

/// A change to a file the repository has already: `text` put in right after the first place `anchor` is. A feature
/// is installed so, with one line after `Package.swift`'s feature list (decision 0024); the anchor stays in place
/// for the next feature, and two features' lines merge by union.
public struct ScaffoldEdit: Sendable, Equatable {
    /// The file, by path from the repository root.
    public let path: String
    public let anchor: String
    public let text: String
    /// Text the file must not hold already (the line of a feature of the same name); the inserted text if `nil`.
    public let clash: String?

    public init(_ path: String, after anchor: String, insert text: String, clash: String? = nil) {
        self.path = path
        self.anchor = anchor
        self.text = text
        self.clash = clash
    }

    /// `contents` with the text put in, or why it cannot be: the anchor is missing, or the feature is there already.
    func apply(to contents: String) throws(ScaffoldError) -> String {
        let clash = clash ?? text.trimmingWhitespace
        guard clash.isEmpty || !contents.contains(clash) else {
            throw ScaffoldError("\(path) has `\(clash)` already: pick another name")
        }
        guard let found = contents.range(of: anchor) else {
            throw ScaffoldError(
                "\(path) no longer has `\(anchor.trimmingWhitespace)`, where the feature is installed: "
                    + "restore it, or add the line by hand")
        }
        var edited = contents
        edited.insert(contentsOf: text, at: found.upperBound)
        return edited
    }
}

extension String {
    var trimmingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
