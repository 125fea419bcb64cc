import Foundation

/// A mood (분위기) that customers look for and makers tag their products with.
public struct Vibe: Sendable, Hashable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Whether the user meant this vibe by `input`: its name in any case, or its id as the catalog lists it.
    public func isMeant(by input: String) -> Bool {
        let wanted = input.trimmingCharacters(in: .whitespaces)
        return name.lowercased() == wanted.lowercased() || String(id) == wanted
    }
}
