import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum ReservationsCommands {
    package static let all: [any Command] = [
        ReserveCommand(), ReservationsCommand(), ReservationCommand(), CancelCommand(),
    ]
}
