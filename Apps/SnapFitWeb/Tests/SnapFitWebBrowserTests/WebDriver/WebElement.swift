/// An element found by a WebDriver session, by the id the driver gave it.
struct WebElement: Sendable, Equatable {
    /// The key under which W3C WebDriver sends an element's id.
    static let key = "element-6066-11e4-a52e-4f735466cecf"

    let id: String

    /// The element in a reply's value, if it is one.
    init?(_ value: JSONValue) {
        guard let id = value[Self.key]?.string else { return nil }
        self.id = id
    }

    init(id: String) {
        self.id = id
    }

    /// The element as an argument to a script.
    var json: JSONValue { .object([Self.key: .string(id)]) }
}
