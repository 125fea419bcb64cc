import Foundation
import SnapFitApp
import SnapFitCLIFeatures

let code = await SnapFitMain.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    commands: .installed)
exit(code.rawValue)
