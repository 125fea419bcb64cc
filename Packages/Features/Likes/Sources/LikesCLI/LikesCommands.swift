import SnapFitApp

/// The feature's commands, as the terminal app lists them (decision 0024).
package enum LikesCommands {
    package static let all: [any Command] = [LikeCommand.like, LikeCommand.unlike]
}
