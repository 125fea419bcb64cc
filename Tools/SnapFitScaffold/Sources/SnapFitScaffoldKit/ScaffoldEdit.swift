import Foundation

/// A change to a file the repository has already: `text` put in next to the first (or the last) place `anchor` is,
/// so that a feature is wired into a list, an initializer or a table. The anchors are the code that is there, not
/// marker comments; the feature's own lines go in next to them and leave them in place for the next feature.
public struct ScaffoldEdit: Sendable, Equatable {
    /// Where `text` goes, relative to the anchor.
    public enum Place: Sendable, Equatable {
        case beforeFirst, afterFirst, beforeLast
        /// The whole number right after the first anchor, raised by one (a schema version); `text` is unused.
        case raiseNumberAfterFirst
    }

    /// The file, by path from the repository root.
    public let path: String
    public let anchor: String
    public let place: Place
    public let text: String
    /// Text the file must not hold already (the wiring of a feature of the same name); the inserted text if `nil`.
    public let clash: String?

    public init(_ path: String, _ place: Place, _ anchor: String, insert text: String, clash: String? = nil) {
        self.path = path
        self.place = place
        self.anchor = anchor
        self.text = text
        self.clash = clash
    }

    /// `contents` with the text put in, or why it cannot be: the anchor is missing, or the feature is wired already.
    func apply(to contents: String) throws(ScaffoldError) -> String {
        let clash = clash ?? text.trimmingWhitespace
        guard clash.isEmpty || !contents.contains(clash) else {
            throw ScaffoldError("\(path) has `\(clash)` already: pick another name")
        }
        let found =
            place == .beforeLast ? contents.range(of: anchor, options: .backwards) : contents.range(of: anchor)
        guard let found else {
            throw ScaffoldError(
                "\(path) no longer has `\(anchor.trimmingWhitespace)`, where the feature is wired in: "
                    + "restore it, or wire the feature by hand")
        }
        var edited = contents
        switch place {
        case .beforeFirst, .beforeLast: edited.insert(contentsOf: text, at: found.lowerBound)
        case .afterFirst: edited.insert(contentsOf: text, at: found.upperBound)
        case .raiseNumberAfterFirst:
            let digits = contents[found.upperBound...].prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits) else {
                throw ScaffoldError("\(path) has no number after `\(anchor.trimmingWhitespace)`: raise it by hand")
            }
            edited.replaceSubrange(found.upperBound..<digits.endIndex, with: String(number + 1))
        }
        return edited
    }
}

extension String {
    var trimmingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
