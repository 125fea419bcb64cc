import Foundation

/// An entry of the catalog's reference data, listed with an id and a name.
public protocol CatalogItem: Sendable {
    var id: Int { get }
    var name: String { get }
}

extension CatalogItem {
    /// Whether the user meant this entry by `input`: its name in any case, or its id as the catalog lists it.
    /// Names are compared by UTF-16 code units, as the server compares them, never by canonical equivalence: a name
    /// typed decomposed (NFD) is not the catalog's, since the server would refuse it.
    public func isMeant(by input: String) -> Bool {
        let wanted = input.trimmingCharacters(in: .whitespaces)
        return name.lowercased().utf16.elementsEqual(wanted.lowercased().utf16) || String(id) == wanted
    }
}
