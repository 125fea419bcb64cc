import Foundation
import Testing

@Suite struct JSONValueTests {
    @Test func decodesEveryKind() throws {
        // Given
        let json = #"{"a":[true,1.5,"x",null],"b":{}}"#
        // When
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        // Then
        #expect(value["a"] == .array([.bool(true), .number(1.5), .string("x"), .null]))
        #expect(value["b"] == .object([:]))
        #expect(value["a"]?["no"] == nil)
    }

    @Test func encodesWhatItDecodes() throws {
        // Given
        let value: JSONValue = .object(["k": .array([.bool(false), .number(3), .string("é\n"), .null])])
        // When
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        // Then
        #expect(again == value)
    }
}
