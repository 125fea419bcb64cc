import Foundation

extension JSONValue: Decodable {
    /// Parses a request body as Jackson reads one (see `JSONParser`): it must be valid UTF-8 and well-formed JSON,
    /// or this returns `nil`. A key given twice stays twice; readers take the last.
    package static func parse(_ data: Data) -> JSONValue? {
        JSONParser.parse(data)
    }

    package init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            self = .object(
                try object.allKeys.map { (key: $0.stringValue, value: try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? single.decode(Int.self) {
            self = .int(int)
        } else if let double = try? single.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

}

/// An object member's name, as a coding key.
struct MemberKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}
