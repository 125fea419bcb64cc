import Foundation
import Testing

@testable import SnapFitBackend

/// The backend's JSON text: strings go whole when nothing in them needs escaping, and escaped byte by byte otherwise.
struct JSONValueSerializationTests {
    @Test(arguments: [
        ("러블리 스냅", #""러블리 스냅""#), ("", #""""#), (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#), ("line\nnext\ttab\r", #""line\nnext\ttab\r""#), ("bell\u{07}", #""bell\u0007""#),
    ])
    func string_isWrittenWithOnlyWhatJSONMustEscape(text: String, json: String) {
        // When
        let sut = JSONValue.object([(key: "k\"ey", value: .string(text))]).serialized
        // Then
        #expect(String(decoding: sut, as: UTF8.self) == #"{"k\"ey":"# + json + "}")
    }
}
