/// A sandbox data file that exists but cannot be loaded: the sandbox refuses to start rather than lose it.
public struct SandboxDataFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot load the sandbox data file \(path): \(reason)" }
}
