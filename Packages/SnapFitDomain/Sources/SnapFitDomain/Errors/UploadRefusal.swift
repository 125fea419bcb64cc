/// Why the storage server refused a picture.
public enum UploadRefusal: Sendable, Equatable {
    /// The picture, of `bytes`, is larger than the server takes.
    case tooLarge(bytes: Int)
    /// The user has stored as many bytes of pictures as the server allows.
    case quotaFull
}
