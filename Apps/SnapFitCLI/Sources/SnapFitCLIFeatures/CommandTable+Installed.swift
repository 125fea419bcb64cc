import SnapFitApp

extension CommandTable {
    /// The `snapfit` executable's commands: the kernel's, and every installed feature's before `dev reset`
    /// (`featureCommands` is generated from Package.swift's features, decision 0024).
    package static let installed = CommandTable.standard.adding(featureCommands.flatMap { $0 })
}
