import Foundation
import SnapFitApp

let code = await SnapFitMain.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
