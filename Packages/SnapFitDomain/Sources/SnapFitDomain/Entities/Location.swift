import Foundation

/// A shooting region (지역), such as "서울" or "부산".
public struct Location: Sendable, Hashable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Whether the user meant this location by `input`: its name in any case, or its id as the catalog lists it.
    public func isMeant(by input: String) -> Bool {
        let wanted = input.trimmingCharacters(in: .whitespaces)
        return name.lowercased() == wanted.lowercased() || String(id) == wanted
    }
}
