import Foundation
import SnapFitTerminal

/// What the shell's history keeps of a line: the line, trimmed; for `login` and `signup`, the command rebuilt from
/// its parsed arguments with the social token masked as `***`, wherever it stood; nothing of such a line that cannot
/// be read, so that nothing secret is kept.
enum ShellHistory {
    @Sendable static func kept(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let first = trimmed.prefix { !$0.isWhitespace }.lowercased()
        guard first == "login" || first == "signup" else { return trimmed }
        guard let words = try? Tokenizer.words(trimmed), let (command, rest) = CommandTable.standard.lookup(words),
            let parsed = try? ArgumentParser.parse(rest, spec: command.arguments, requiresFlags: false)
        else { return nil }
        var kept = [command.name, parsed.positional("kakao|apple") ?? "", "***"]
        for flag in command.arguments.flags where parsed.isPresent(flag.name) {
            if case .switch = flag.kind {
                kept.append("--" + flag.name)
            } else {
                kept += parsed.values(flag.name).flatMap { ["--" + flag.name, quoted($0)] }
            }
        }
        return kept.joined(separator: " ")
    }

    /// A word as the shell reads it back: single-quoted when it is empty or holds spaces, quotes or backslashes.
    private static func quoted(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || "'\"\\".contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
