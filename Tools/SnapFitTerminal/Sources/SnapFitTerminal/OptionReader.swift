/// The one reader of `--name value`, `--name=value` and `--switch` words, for the global options and for each
/// command's. It takes the flags it is given out of the words, in one pass, and leaves the other words in order.
public enum OptionReader {
    /// What an undeclared `--word` is.
    public enum Unknown: Sendable {
        /// An error (`CommandLineError.unknownOption`).
        case refused
        /// Someone else's: left among the other words, as is everything from a `--` on.
        case left
    }

    public struct Result: Sendable {
        /// Each flag's values in the order given (`""` for a switch).
        public var values: [String: [String]] = [:]
        /// The words that are not the flags read.
        public var rest: [String] = []
    }

    /// Reads `flags` out of `words`. `--` alone ends the reading: every later word is left, and `--` too with `.left`
    /// or `stopsAtFirstWord`. With `stopsAtFirstWord`, the first word that is not an option also ends it (it and
    /// every later word are left), and a single `-` prefix marks an option too.
    public static func read(
        _ words: [String], flags: [ArgumentSpec.Flag], unknown: Unknown, stopsAtFirstWord: Bool = false
    ) throws(CommandLineError) -> Result {
        var result = Result()
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if word == "--" {
                let keepsIt = stopsAtFirstWord || { if case .left = unknown { true } else { false } }()
                result.rest += words[(keepsIt ? index : index + 1)...]
                return result
            }
            guard word.hasPrefix(stopsAtFirstWord ? "-" : "--"), word != "-" else {
                if stopsAtFirstWord {
                    result.rest += words[index...]
                    return result
                }
                result.rest.append(word)
                index += 1
                continue
            }
            let (name, inlineValue) = split(word)
            index += 1
            guard let flag = flags.first(where: { $0.name == name }) else {
                guard case .refused = unknown else {
                    result.rest.append(word)
                    continue
                }
                throw .unknownOption(word: word, name: name)
            }
            switch flag.kind {
            case .switch:
                guard inlineValue == nil else { throw .takesNoValue(name) }
                result.values[name, default: []].append("")
            case .value(let placeholder), .repeated(let placeholder):
                var value = inlineValue
                if value == nil, index < words.endIndex, !words[index].hasPrefix("--") {
                    value = words[index]
                    index += 1
                }
                guard let value else { throw .needsValue(name, placeholder: placeholder) }
                if case .value = flag.kind, result.values[name] != nil { throw .onlyOnce(name) }
                result.values[name, default: []].append(value)
            }
        }
        return result
    }

    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil). A word with one leading dash keeps it, so it
    /// names no option.
    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.hasPrefix("--") ? word.dropFirst(2) : word[...]
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
