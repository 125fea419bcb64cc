import Foundation

/// Reads the package dependencies a `Package.swift` declares, from its text: every `.package(path: …)`
/// and `.package(url: …)` outside comments, with an optional leading `name:` argument.
enum ManifestDependencyReader {
    static func dependencies(in manifest: String) -> [PackageDependency] {
        let lines = SourceLexer.codeLines(of: manifest)
        let code = lines.map(\.text).joined(separator: "\n")
        var dependencies: [PackageDependency] = []
        var searchStart = code.startIndex
        while let call = code.range(of: ".package(", range: searchStart..<code.endIndex) {
            searchStart = call.upperBound
            let arguments = code[call.upperBound...].prefix { $0 != ")" }
            guard let (label, location) = location(in: arguments) else { continue }
            let line = code[..<call.lowerBound].count { $0 == "\n" } + 1
            dependencies.append(
                PackageDependency(
                    name: packageName(from: location),
                    isLocal: label == "path",
                    line: line,
                    declaration: ".package(\(label): \"\(location)\")"
                )
            )
        }
        return dependencies
    }

    /// The first `path:` or `url:` argument and its string value.
    private static func location(in arguments: Substring) -> (label: String, value: String)? {
        for label in ["path", "url"] {
            guard let labelRange = arguments.range(of: "\(label):") else { continue }
            let afterLabel = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard afterLabel.first == "\"" else { continue }
            let value = afterLabel.dropFirst().prefix { $0 != "\"" }
            return (label, String(value))
        }
        return nil
    }

    private static func packageName(from location: String) -> String {
        let lastComponent = location.split(separator: "/").last.map(String.init) ?? location
        return lastComponent.hasSuffix(".git") ? String(lastComponent.dropLast(4)) : lastComponent
    }
}
