import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum AccountsCommands {
    package static let all: [any Command] = [
        LoginCommand(), SignupCommand(), MeCommand(), ProfileEditCommand(), LogoutCommand(), WithdrawCommand(),
    ]
}
