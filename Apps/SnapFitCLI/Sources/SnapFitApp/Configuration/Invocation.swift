import SnapFitAppCore

/// The process's arguments once the global options are read: the configuration and what to do.
public struct Invocation: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        /// Run one command (its words and arguments, e.g. `["help", "vibes"]`), print, exit.
        case command([String])
        /// Print the version and exit.
        case version
        /// No command: an interactive shell on a terminal, script mode otherwise.
        case session
    }

    public let configuration: AppConfiguration
    public let action: Action

    public init(configuration: AppConfiguration, action: Action) {
        self.configuration = configuration
        self.action = action
    }
}
