import Foundation

/// Small valid PNGs (64 × 48, one colour each) for the maker's upload, and a place to write them as files.
enum TestImages {
    static let red = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsKtoEmNbwwp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhYTUNUeVNa/UQAAAABJRU5ErkJggg=="
    )!
    static let green = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsMtjWRPY1Qp+hcEKLDX9WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhYn4wjxRoQoKQAAAABJRU5ErkJggg=="
    )!
    static let blue = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAARElEQVR42u3PQQkAAAgEsEtjFAvYv4sV/AqDFViq57UICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICFwtZor0eetZ2n4AAAAASUVORK5CYII="
    )!

    /// Writes the three pictures into a new temporary folder and returns their files, in the order red, green, blue.
    static func files() throws -> [URL] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapfit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try [("red", red), ("green", green), ("blue", blue)].map { name, png in
            let file = folder.appendingPathComponent("\(name).png")
            try png.write(to: file)
            return file
        }
    }
}
