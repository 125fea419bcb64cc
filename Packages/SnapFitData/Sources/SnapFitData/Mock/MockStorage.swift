import Foundation

/// DEV: the stand-in for the picture bucket: uploaded bytes by file name, for the life of the process.
actor MockStorage {
    /// Where DEV pretends the pictures are served from.
    static let baseURL = "https://storage.snapfit.dev/"

    private var files: [String: Data] = [:]

    /// Stores `data` under a new name with `fileExtension` and returns the name.
    func store(_ data: Data, fileExtension: String) -> String {
        let name = UUID().uuidString.lowercased() + "." + fileExtension
        files[name] = data
        return name
    }
}
