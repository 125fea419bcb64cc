import Foundation
import Glibc

extension FileHandle {
    /// The next bytes the pipe or file has (up to 64 KiB), waiting for some; empty at its end. A read a signal
    /// interrupts is tried again: `availableData` traps on `EINTR`, which a test run's child processes cause.
    public func nextChunk() -> Data {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }
}
