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

    /// A 64 × 48 JPEG (orange, a blue box in the middle), as a camera would make one: the upload takes no JPEG, so
    /// the registration page turns it into a PNG.
    static let orangeJPEG = Data(
        base64Encoded: """
            /9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh\
            Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\
            AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB\
            UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA\
            AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y\
            WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM\
            ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ\
            FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo\
            KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAwAEADASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAcI\
            Bv/EABgQAQADAQAAAAAAAAAAAAAAAAAXZaTi/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAYHCP/EABsRAAEFAQEAAAAAAAAAAAAAAAAC\
            BRZTotHS/9oADAMBAAIRAxEAPwDpQGNGogTySarTwSTVaeFNDnmnSPRPylqtyrhQxPJJqtPBJNVp4Ic806R6Eparcq4UMBMlAAAG\
            eQHTBgAAAaGAczm/gABPI2tc3ZG1rm7UMU0xebso8k/FmqrSuk8ja1zdkbWubtQwmLzdlHkRZqq0roATJQH/2Q==
            """
    )!

    /// Writes the JPEG into a new temporary folder and returns its file.
    static func jpegFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapfit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("camera.jpg")
        try orangeJPEG.write(to: file)
        return file
    }

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
