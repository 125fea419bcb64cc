/// A number of bytes as people read it.
public enum ByteCount {
    /// `532 B`, `12.4 KB`, `3.1 MB`.
    public static func label(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        let kilobytes = Double(count) / 1024
        if kilobytes < 1024 { return "\((kilobytes * 10).rounded() / 10) KB" }
        return "\((kilobytes / 1024 * 10).rounded() / 10) MB"
    }
}
