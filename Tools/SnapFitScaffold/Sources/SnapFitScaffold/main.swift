import Foundation
import SnapFitScaffoldKit

// `SnapFitScaffold scene|feature <Name> [--root DIR] [--format-with SWIFT_FORMAT]`, run by the new-scene and
// new-feature plugins. Bad arguments exit 64; a refusal or a failed write exits 1, having written nothing.
func fail(_ error: ScaffoldError, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(status)
}

let command: ScaffoldCommand
do throws(ScaffoldError) {
    command = try ScaffoldCommand(
        arguments: Array(CommandLine.arguments.dropFirst()),
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
} catch {
    fail(error, status: 64)
}
do throws(ScaffoldError) {
    for line in try command.run() { print(line) }
} catch {
    fail(error, status: 1)
}
