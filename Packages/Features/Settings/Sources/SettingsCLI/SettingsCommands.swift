import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum SettingsCommands {
    package static let all: [any Command] = [SettingsCommand(), SetCommand()]
}
