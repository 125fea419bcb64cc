import Foundation
import SnapFitDomain

/// Reads `maker register`'s flags into a draft: the pictures from their files, the options from `MIN:PRICE`.
enum ProductDraftArguments {
    /// A flag that cannot be read, or a file that cannot be opened.
    enum Problem: Error {
        case usage(UsageError)
        case unreadableFile(String)
    }

    static func draft(_ arguments: ParsedArguments, directory: URL) throws(Problem) -> ProductDraft {
        var files: [String: ImageFile] = [:]
        func file(_ path: String) throws(Problem) -> ImageFile {
            if let known = files[path] { return known }
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard let data = readPrefix(of: url) else { throw .unreadableFile(path) }
            let image = ImageFile(name: url.lastPathComponent, data: data)
            files[path] = image
            return image
        }
        var images: [ImageFile] = []
        for path in arguments.values("image") { images.append(try file(path)) }
        let thumbnail = try arguments.value("thumbnail").map(file)
        var options: [PriceOption] = []
        for text in arguments.values("option") { options.append(try option(text)) }
        return ProductDraft(
            title: arguments.value("title") ?? "", description: arguments.value("desc") ?? "",
            vibes: ListArgument.items(arguments.value("vibes") ?? ""),
            locations: ListArgument.items(arguments.value("locations") ?? ""), images: images, thumbnail: thumbnail,
            options: options, personPrice: try personPrice(arguments.value("person-price") ?? ""),
            isStudio: arguments.isPresent("studio"))
    }

    /// The file's bytes, read no further than one byte past the largest picture allowed, so a huge file is refused
    /// by the rules without being loaded; `nil` when it is not a readable regular file.
    private static func readPrefix(of url: URL) -> Data? {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: ProductRules.maxImageBytes + 1) ?? Data()
    }

    /// `60:120000` → 60 minutes for 120,000 won.
    private static func option(_ text: String) throws(Problem) -> PriceOption {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let minutes = Int(parts[0]), let price = Int(parts[1]) else {
            throw .usage(UsageError(CLIWords.optionFormat(text)))
        }
        return PriceOption(minutes: minutes, price: price)
    }

    private static func personPrice(_ text: String) throws(Problem) -> Int {
        guard let value = Int(text) else {
            throw .usage(UsageError(CLIWords.personPriceFormat(text)))
        }
        return value
    }
}
