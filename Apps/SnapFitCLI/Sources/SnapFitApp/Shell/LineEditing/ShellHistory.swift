import Foundation
import SnapFitTerminal

/// What the shell's history keeps of a line: the line, trimmed; for a command with secrets (`Command.secrets`, such as
/// `login`'s social token), the command rebuilt from its parsed arguments with each secret masked as `***`, wherever
/// it stood; nothing of such a line that cannot be read, so that nothing secret is kept.
enum ShellHistory {
    @Sendable static func kept(_ line: String, commands: CommandTable) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let first = trimmed.prefix { !$0.isWhitespace }.lowercased()
        let guarded = commands.commands.filter { !$0.secrets.isEmpty }
        guard guarded.contains(where: { $0.name.split(separator: " ").first.map(String.init) == first }) else {
            return trimmed
        }
        guard let words = try? Tokenizer.words(trimmed), let (command, rest) = commands.lookup(words) else {
            return nil
        }
        guard !command.secrets.isEmpty else { return trimmed }
        guard let parsed = try? ArgumentParser.parse(rest, spec: command.arguments, requiresFlags: false) else {
            return nil
        }
        var kept = [command.name]
        for positional in command.arguments.positionals {
            guard let value = parsed.positional(positional.name) else { continue }
            kept.append(command.secrets.contains(positional.name) ? "***" : quoted(value))
        }
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
