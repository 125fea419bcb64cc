import SnapFitApp

/// The feature's command, as the terminal app lists it (decision 0024).
package enum PhotosCommands {
    package static let all: [any Command] = [PhotosCommand()]
}
