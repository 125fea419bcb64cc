import Foundation
import SnapFitWeb

let code = await SnapFitWebMain.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code)
