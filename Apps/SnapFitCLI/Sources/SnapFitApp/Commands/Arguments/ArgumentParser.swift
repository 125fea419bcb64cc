/// Matches a command's words against its `ArgumentSpec`. Words starting with `--` are flags (`--name value` or
/// `--name=value`); `--` alone makes every later word a positional. Anything the spec does not allow is a usage error.
enum ArgumentParser {
    static func parse(_ words: [String], spec: ArgumentSpec, command: String) throws(UsageError) -> ParsedArguments {
        var positionalWords: [String] = []
        var flagValues: [String: [String]] = [:]
        var index = words.startIndex
        var flagsEnded = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if flagsEnded || !word.hasPrefix("--") {
                positionalWords.append(word)
                continue
            }
            if word == "--" {
                flagsEnded = true
                continue
            }
            let (name, inlineValue) = split(word)
            guard let flag = spec.flags.first(where: { $0.name == name }) else {
                throw UsageError(CLIWords.noSuchOption(name, command: command))
            }
            switch flag.kind {
            case .switch:
                guard inlineValue == nil else {
                    throw UsageError(CLIWords.takesNoValue(name))
                }
                flagValues[name, default: []].append("")
            case .value(let placeholder), .repeated(let placeholder):
                var value = inlineValue
                if value == nil, index < words.endIndex, !words[index].hasPrefix("--") {
                    value = words[index]
                    index += 1
                }
                guard let value else {
                    throw UsageError(CLIWords.needsValue(name, placeholder: placeholder))
                }
                if flag.kind != .repeated(placeholder: placeholder), flagValues[name] != nil {
                    throw UsageError(CLIWords.onlyOnce(name))
                }
                flagValues[name, default: []].append(value)
            }
        }
        return ParsedArguments(
            positionals: try match(positionalWords, to: spec.positionals),
            flags: try checkRequired(flagValues, spec: spec))
    }

    private static func match(
        _ words: [String], to positionals: [ArgumentSpec.Positional]
    ) throws(UsageError) -> [String: String] {
        if words.count > positionals.count {
            let extra = words[positionals.count]
            throw UsageError(CLIWords.unexpectedArgument(extra))
        }
        var values: [String: String] = [:]
        for (offset, positional) in positionals.enumerated() {
            if offset < words.count {
                values[positional.name] = words[offset]
            } else if positional.isRequired {
                throw UsageError(CLIWords.missingArgument(positional.name))
            }
        }
        return values
    }

    private static func checkRequired(
        _ values: [String: [String]], spec: ArgumentSpec
    ) throws(UsageError) -> [String: [String]] {
        if let missing = spec.flags.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw UsageError(CLIWords.missingOption(missing.synopsis))
        }
        return values
    }

    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
