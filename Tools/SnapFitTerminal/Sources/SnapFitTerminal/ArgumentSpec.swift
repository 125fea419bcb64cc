/// What a command accepts after its name: positionals in order, then `--flags` in any order.
public struct ArgumentSpec: Sendable {
    public var positionals: [Positional]
    public var flags: [Flag]

    public init(positionals: [Positional] = [], flags: [Flag] = []) {
        self.positionals = positionals
        self.flags = flags
    }

    /// A command that takes nothing.
    public static let none = ArgumentSpec()

    /// A word given by position, such as `<product-id>`.
    public struct Positional: Sendable {
        public let name: String
        public let isRequired: Bool
        /// Whether it takes every word left, joined by spaces.
        public var isRest = false

        /// A positional the command cannot run without: `<name>`.
        public static func required(_ name: String) -> Positional { Positional(name: name, isRequired: true) }
        /// A positional that may be left out: `[name]`. Optional positionals come after the required ones.
        public static func optional(_ name: String) -> Positional { Positional(name: name, isRequired: false) }
        /// The last positional, given as one or more words: `<name>...`, read as the words joined by spaces.
        public static func words(_ name: String) -> Positional {
            Positional(name: name, isRequired: true, isRest: true)
        }

        public var synopsis: String { isRest ? "<\(name)>..." : isRequired ? "<\(name)>" : "[\(name)]" }
    }

    /// A `--name` argument: a switch, a flag with one value, or a flag given once per value.
    public struct Flag: Sendable {
        public enum Kind: Sendable, Equatable {
            /// `--agree-terms`: present or not.
            case `switch`
            /// `--nickname NAME`: at most once.
            case value(placeholder: String)
            /// `--image FILE --image FILE`: any number of times, in order.
            case repeated(placeholder: String)
        }

        public let name: String
        public let kind: Kind
        /// Whether a script (or a single command) must give it. In the interactive shell it may be left out: the
        /// command's flow asks for it.
        public let isRequired: Bool

        public static func `switch`(_ name: String, required: Bool = false) -> Flag {
            Flag(name: name, kind: .switch, isRequired: required)
        }

        public static func value(_ name: String, _ placeholder: String, required: Bool = false) -> Flag {
            Flag(name: name, kind: .value(placeholder: placeholder), isRequired: required)
        }

        public static func repeated(_ name: String, _ placeholder: String, required: Bool = false) -> Flag {
            Flag(name: name, kind: .repeated(placeholder: placeholder), isRequired: required)
        }

        /// How to give it once: `--nickname NAME`, `--agree-terms`.
        public var form: String {
            switch kind {
            case .switch: "--\(name)"
            case .value(let placeholder), .repeated(let placeholder): "--\(name) \(placeholder)"
            }
        }

        public var synopsis: String {
            var text = form
            if case .repeated = kind { text += " [\(form) ...]" }
            return isRequired ? text : "[\(text)]"
        }
    }

    /// The arguments as a usage line shows them, e.g. `<id> --reason TEXT [--phone N]`.
    public var synopsis: String {
        (positionals.map(\.synopsis) + flags.map(\.synopsis)).joined(separator: " ")
    }
}
