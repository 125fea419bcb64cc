import Testing

@testable import SnapFitBackend

/// FIPS 180-4 / NIST example vectors.
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func hash_ofPublishedMessage_matchesPublishedDigest(message: String, digest: String) {
        // When
        let result = SHA256.hash(Array(message.utf8))
        // Then
        #expect(HexBytes.string(result) == digest)
    }

    @Test func hash_ofOneMillionAs_matchesPublishedDigest() {
        // Given
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        // When
        let result = SHA256.hash(message)
        // Then
        #expect(HexBytes.string(result) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [55, 56, 63, 64, 65])
    func hash_aroundThePaddingBoundary_differsByLength(length: Int) {
        // Given: lengths where the 0x80 byte and length field spill into a second block, or not
        let message = [UInt8](repeating: 0x61, count: length)
        // When
        let result = SHA256.hash(message)
        // Then
        #expect(result.count == 32)
        #expect(result != SHA256.hash(Array(message.dropLast())))
    }
}
