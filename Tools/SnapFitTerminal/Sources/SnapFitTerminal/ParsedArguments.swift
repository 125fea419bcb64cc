/// A command's arguments after parsing against its `ArgumentSpec`: every name is one the spec declares.
public struct ParsedArguments: Sendable, Equatable {
    private let positionals: [String: String]
    private let flags: [String: [String]]

    public init(positionals: [String: String] = [:], flags: [String: [String]] = [:]) {
        self.positionals = positionals
        self.flags = flags
    }

    /// The positional called `name`, or `nil` when an optional one was left out.
    public func positional(_ name: String) -> String? { positionals[name] }

    /// The value of a `.value` flag, or `nil` when it was not given.
    public func value(_ flag: String) -> String? { flags[flag]?.last }

    /// Every value of a `.repeated` flag, in the order given.
    public func values(_ flag: String) -> [String] { flags[flag] ?? [] }

    /// Whether a flag (of any kind) was given.
    public func isPresent(_ flag: String) -> Bool { flags[flag] != nil }
}
