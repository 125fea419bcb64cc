import Testing

@testable import SnapFitBackend

struct Base64URLTests {
    @Test(arguments: [
        ([UInt8](), ""), (Array("f".utf8), "Zg"), (Array("fo".utf8), "Zm8"), (Array("foo".utf8), "Zm9v"),
        ([0xfb, 0xff, 0xbf], "-_-_"), (Array(#"{"alg":"HS256"}"#.utf8), "eyJhbGciOiJIUzI1NiJ9"),
    ])
    func encode_usesTheURLAlphabetWithoutPadding(bytes: [UInt8], text: String) {
        // When / Then
        #expect(Base64URL.encode(bytes) == text)
        #expect(Base64URL.decode(text) == bytes)
    }

    @Test(arguments: ["Zg==", "Zm8=", "Zg=", "Zm9v="])
    func decode_ofPaddedText_isNil(text: String) {
        // When / Then
        #expect(Base64URL.decode(text) == nil)
    }

    @Test func decode_ofTextWithNonZeroUnusedBits_isNil_soEachByteStringHasOneSpelling() {
        // When / Then: "Zg" and "Zh" both carry "f" in their used bits
        #expect(Base64URL.decode("Zg") == Array("f".utf8))
        #expect(Base64URL.decode("Zh") == nil)
    }

    @Test(arguments: ["Zm9v+", "Zm9/", "Zm 9v", "Z", "Zm9v!", "é"])
    func decode_ofTextOutsideTheAlphabetOrLength_isNil(text: String) {
        // When / Then
        #expect(Base64URL.decode(text) == nil)
    }
}
