/// HMAC-SHA256 (RFC 2104): the JWT signature and the storage stand-in's upload signatures.
public enum HMACSHA256 {
    private static let blockSize = 64

    /// The 32-byte authentication code of `message` under `key`; keys longer than a block are hashed first.
    public static func authenticationCode(for message: [UInt8], key: [UInt8]) -> [UInt8] {
        var blockKey = key.count > blockSize ? SHA256.hash(key) : key
        blockKey += [UInt8](repeating: 0, count: blockSize - blockKey.count)
        let inner = SHA256.hash(blockKey.map { $0 ^ 0x36 } + message)
        return SHA256.hash(blockKey.map { $0 ^ 0x5c } + inner)
    }
}
