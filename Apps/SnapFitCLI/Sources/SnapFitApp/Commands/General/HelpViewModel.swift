/// What `help` shows: commands (and, for the overview, the global options) with their usage and summary.
struct HelpViewModel: Sendable, Encodable {
    struct Entry: Sendable, Encodable, Equatable {
        let name: String
        let usage: String
        let summary: String
    }

    /// `snapfit [options] [command [arguments]]` for the overview, `nil` for one command's help.
    let invocation: String?
    let commands: [Entry]
    /// The global options in the overview; a command's own in its help.
    let options: [Entry]
    /// How a command is typed, in its help.
    let example: String?
}
