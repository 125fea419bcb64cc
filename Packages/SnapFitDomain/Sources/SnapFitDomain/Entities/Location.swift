/// A shooting region (지역), such as "서울" or "부산".
public struct Location: CatalogItem, Hashable, Codable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
