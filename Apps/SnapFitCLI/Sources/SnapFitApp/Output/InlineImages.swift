import Foundation

/// Pictures shown in the terminal itself, by the inline image protocol of the terminal in use: kitty's graphics
/// protocol (PNG only) or iTerm2's inline images (any format it can read). Only on a terminal that announces one.
public struct InlineImages: Sendable {
    public enum Kind: Sendable, Equatable {
        case kitty
        case iTerm2
    }

    public let kind: Kind
    /// Writes an escape sequence to the terminal as it is (never through the terminal-safe output).
    private let write: @Sendable (String) -> Void

    public init(kind: Kind, write: @escaping @Sendable (String) -> Void) {
        self.kind = kind
        self.write = write
    }

    /// The protocol the terminal announces in `environment`; `nil` when standard output is not a terminal, or is
    /// one inside tmux or screen (which pass the outer terminal's variables on but not its pictures).
    public static func detect(environment: [String: String], outputIsTerminal: Bool) -> Kind? {
        guard outputIsTerminal, environment["TMUX"] == nil, environment["STY"] == nil else { return nil }
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"]?.contains("kitty") == true { return .kitty }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm2 }
        return nil
    }

    /// Shows `image` (in `format`, such as `png`) and returns whether it could.
    @discardableResult
    public func show(_ image: Data, format: String?) -> Bool {
        guard let sequence = Self.sequence(for: image, format: format, kind: kind) else { return false }
        write(sequence)
        return true
    }

    /// The escape sequence that shows `image`; `nil` when `kind` cannot show its format.
    static func sequence(for image: Data, format: String?, kind: Kind) -> String? {
        let encoded = image.base64EncodedString()
        switch kind {
        case .kitty:
            guard format == "png" else { return nil }
            // Transmitted in chunks of at most 4096 base64 characters; `m=1` says more follow, `q=2` that kitty
            // sends no reply (which would reach the line editor as typed keys).
            let characters = Array(encoded.utf8)
            let chunks = stride(from: 0, to: characters.count, by: 4096).map {
                String(decoding: characters[$0..<min($0 + 4096, characters.count)], as: UTF8.self)
            }
            return chunks.enumerated().map { index, chunk in
                let more = index < chunks.count - 1 ? 1 : 0
                let keys = index == 0 ? "a=T,f=100,q=2,m=\(more)" : "q=2,m=\(more)"
                return "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
            }.joined() + "\n"
        case .iTerm2:
            return "\u{1B}]1337;File=inline=1;size=\(image.count);preserveAspectRatio=1:\(encoded)\u{07}\n"
        }
    }
}
