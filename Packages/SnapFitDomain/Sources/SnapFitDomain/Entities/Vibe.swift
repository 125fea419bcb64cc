/// A mood (분위기) that customers look for and makers tag their products with.
public struct Vibe: CatalogItem, Hashable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
