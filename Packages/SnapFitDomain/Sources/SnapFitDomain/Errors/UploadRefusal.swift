/// Why the storage server refused a picture.
public enum UploadRefusal: Sendable, Equatable {
    /// The picture, of `bytes`, is larger than the server takes.
    case tooLarge(bytes: Int)
    /// The server's storage for pictures is full (for this user, or for everyone).
    case quotaFull
}
