import Dispatch
import Foundation
import Glibc
import SnapFitHTTPServer
import SnapFitSandbox

let options: SandboxOptions
switch SandboxCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(SandboxCommandLine.usage)
    exit(0)
case .failure(let line):
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(SandboxCommandLine.usageExitCode)
case .run(let parsed):
    options = parsed
}

let sandbox: RunningSandbox
do {
    sandbox = try await Sandbox.start(options)
} catch {
    FileHandle.standardError.write(Data("snapfit-sandbox: \(error)\n".utf8))
    exit(1)
}

let shutdown = ShutdownSignal()
print("snapfit-sandbox listening on http://\(options.host):\(sandbox.port)")
fflush(nil)

let received = await shutdown.next()
sandbox.stop()
FileHandle.standardError.write(Data("snapfit-sandbox: stopped on signal \(received)\n".utf8))
exit(0)
