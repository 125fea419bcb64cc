import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum MakersCommands {
    package static let all: [any Command] = [
        MakerProductsCommand(), MakerReservationsCommand(), MakerRegisterCommand(),
    ]
}
