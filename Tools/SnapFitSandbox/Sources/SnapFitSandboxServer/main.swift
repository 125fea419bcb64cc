import Foundation
import SnapFitSandbox

switch SandboxCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(SandboxCommandLine.usage)
case .failure(let line):
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(SandboxCommandLine.usageExitCode)
case .run:
    FileHandle.standardError.write(Data("snapfit-sandbox: the server is not built yet\n".utf8))
    exit(1)
}
