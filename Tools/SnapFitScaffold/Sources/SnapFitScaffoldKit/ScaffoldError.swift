/// Why nothing was written, printed as the command's error.
public struct ScaffoldError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
