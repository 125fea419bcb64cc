import SnapFitApp

extension CommandTable {
    /// The `snapfit` executable's commands: every installed feature's, a topic each, before the kernel's
    /// (`featureCommands` is generated from Package.swift's features, decision 0024).
    package static let installed = featureCommands.reduce(CommandTable.standard) { $0.adding($1) }
}
