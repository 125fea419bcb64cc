import Glibc

/// Writes each request line to standard error.
public struct StandardErrorLogger: RequestLogging {
    public init() {}

    public func log(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(2, base + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
