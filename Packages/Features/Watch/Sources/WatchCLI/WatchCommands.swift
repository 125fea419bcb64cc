import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum WatchCommands {
    package static let all: [any Command] = [WatchCommand.makerReservations, WatchCommand.likes]
}
