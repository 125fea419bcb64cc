import Foundation
import Testing

@testable import SnapFitBackend

/// Request bodies are read as Jackson reads them.
@Suite struct JSONParserTests {
    @Test func keyGivenTwice_isKeptTwice_andReadersTakeTheLast() throws {
        // When
        let value = try #require(JSONParser.parse(Data(#"{"a":1,"b":2,"a":3}"#.utf8)))
        // Then
        #expect(value == ["a": 1, "b": 2, "a": 3])
        #expect(value["a"] == 3)
        let object = try StrictObject(body: Data(#"{"a":"x","a":"y"}"#.utf8), allowedKeys: ["a"])
        #expect(try object.string("a") == "y")
    }

    @Test(arguments: [
        "", "{", "{\"a\":01}", "{'a':1}", "[1,]", "{\"a\":1}x", "NaN", "{\"a\":\"\\ud800\"}", "\"\u{1}\"", "-",
        "1.", "{\"a\" 1}", "{\"a\":1", "[1", String(repeating: "[", count: JSONParser.maxDepth + 1),
    ])
    func malformedText_isRefused(text: String) {
        // `== nil` would compare with JSONValue's own nil literal, `.null`.
        #expect(JSONParser.parse(Data(text.utf8)).map { _ in true } == nil)
    }

    @Test func valuesRead_asJSONSaysThem() throws {
        // When
        let value = try #require(
            JSONParser.parse(
                Data(#" {"s":"a\"\u00e9\ud83d\ude00","n":-12,"d":1.5e2,"big":1e400,"t":true,"z":null} "#.utf8)))
        // Then
        #expect(value["s"] == .string("a\"é😀"))
        #expect(value["n"] == .int(-12))
        #expect(value["d"] == .double(150))
        #expect(value["t"] == .bool(true))
        #expect(value["z"] == .null)
    }
}
