/// What `snapfit-mutate` was asked to do.
public struct MutateOptions: Sendable, Equatable {
    public var package: String
    /// Folders of the package whose sources are mutated, relative to it.
    public var under: [String] = ["Sources"]
    /// How many mutants to run (all of them when `nil`), chosen by `seed`.
    public var sample: Int?
    public var seed: UInt64 = 1
    /// How long one mutant's tests may run before they count as failed; `nil`: ten times the unmutated run.
    public var timeoutSeconds: Int?
    /// The lowest acceptable score, in percent.
    public var minimum: Double?

    public init(package: String) { self.package = package }

    /// Reads the command line (without the program name); `nil` when it is not one this tool understands.
    public static func parse(_ arguments: [String]) -> MutateOptions? {
        var folders: [String] = []
        var package: String?
        var options = MutateOptions(package: "")
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                guard package == nil else { return nil }
                package = argument
                continue
            }
            guard let value = remaining.popFirst() else { return nil }
            switch argument {
            case "--under": folders.append(value)
            case "--sample": guard let count = Int(value), count > 0 else { return nil }; options.sample = count
            case "--seed": guard let seed = UInt64(value) else { return nil }; options.seed = seed
            case "--timeout":
                guard let seconds = Int(value), seconds > 0 else { return nil }; options.timeoutSeconds = seconds
            case "--minimum": guard let percent = Double(value) else { return nil }; options.minimum = percent
            default: return nil
            }
        }
        guard let package else { return nil }
        options.package = package
        if !folders.isEmpty { options.under = folders }
        return options
    }
}
