/// Matches a command's words against its `ArgumentSpec`. Words starting with `--` are flags (`--name value` or
/// `--name=value`); `--` alone makes every later word a positional. Anything the spec does not allow is a `CommandLineError`.
public enum ArgumentParser {
    /// `requiresFlags`: whether a flag the spec marks required must be there (everywhere but the interactive shell,
    /// where the command's flow asks for it instead).
    public static func parse(
        _ words: [String], spec: ArgumentSpec, requiresFlags: Bool = true
    ) throws(CommandLineError) -> ParsedArguments {
        let read = try OptionReader.read(words, flags: spec.flags, unknown: .refused)
        return ParsedArguments(
            positionals: try match(read.rest, to: spec.positionals),
            flags: requiresFlags ? try checkRequired(read.values, spec: spec) : read.values)
    }

    private static func match(
        _ words: [String], to positionals: [ArgumentSpec.Positional]
    ) throws(CommandLineError) -> [String: String] {
        if positionals.last?.isRest == true, words.count > positionals.count {
            let last = positionals.count - 1
            return try match(
                Array(words[..<last]) + [words[last...].joined(separator: " ")], to: positionals)
        }
        if words.count > positionals.count {
            let extra = words[positionals.count]
            throw .unexpectedArgument(extra)
        }
        var values: [String: String] = [:]
        for (offset, positional) in positionals.enumerated() {
            if offset < words.count {
                values[positional.name] = words[offset]
            } else if positional.isRequired {
                throw .missingArgument(positional.name)
            }
        }
        return values
    }

    private static func checkRequired(
        _ values: [String: [String]], spec: ArgumentSpec
    ) throws(CommandLineError) -> [String: [String]] {
        if let missing = spec.flags.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw .missingOption(missing.form)
        }
        return values
    }
}
