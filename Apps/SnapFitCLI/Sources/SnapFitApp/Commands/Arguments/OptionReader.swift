/// The one reader of `--name value`, `--name=value` and `--switch` words, for the global options and for each
/// command's. It takes the flags it is given out of the words, in one pass, and leaves the other words in order.
enum OptionReader {
    /// What an undeclared `--word` is.
    enum Unknown {
        /// A usage error made by the closure, from the word as given and the option's name (`--foo=1` → `foo`).
        case refused((_ word: String, _ name: String) -> UsageError)
        /// Someone else's: left among the other words, as is everything from a `--` on.
        case left
    }

    struct Result {
        /// Each flag's values in the order given (`""` for a switch).
        var values: [String: [String]] = [:]
        /// The words that are not the flags read.
        var rest: [String] = []
    }

    /// Reads `flags` out of `words`. `--` alone ends the reading: every later word is left, and `--` too with `.left`
    /// or `stopsAtFirstWord`. With `stopsAtFirstWord`, the first word that is not an option also ends it (it and
    /// every later word are left), and a single `-` prefix marks an option too.
    static func read(
        _ words: [String], flags: [ArgumentSpec.Flag], unknown: Unknown, stopsAtFirstWord: Bool = false
    ) throws(UsageError) -> Result {
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
                guard case .refused(let error) = unknown else {
                    result.rest.append(word)
                    continue
                }
                throw error(word, name)
            }
            switch flag.kind {
            case .switch:
                guard inlineValue == nil else { throw UsageError(CLIWords.takesNoValue(name)) }
                result.values[name, default: []].append("")
            case .value(let placeholder), .repeated(let placeholder):
                var value = inlineValue
                if value == nil, index < words.endIndex, !words[index].hasPrefix("--") {
                    value = words[index]
                    index += 1
                }
                guard let value else { throw UsageError(CLIWords.needsValue(name, placeholder: placeholder)) }
                if case .value = flag.kind, result.values[name] != nil { throw UsageError(CLIWords.onlyOnce(name)) }
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
