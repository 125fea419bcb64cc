import Foundation
import SnapFitScaffoldKit

// `SnapFitScaffold scene|feature <Name> [--root DIR]`, run by the new-scene and new-feature plugins.
do throws(ScaffoldError) {
    let command = try ScaffoldCommand(
        arguments: Array(CommandLine.arguments.dropFirst()),
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    for line in try command.run() { print(line) }
} catch {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(64)
}
