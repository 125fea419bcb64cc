import Foundation
import SnapFitWeb
import SnapFitWebFeatures

let code = await SnapFitWebMain.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(code)
