import Foundation

// `SnapFitFeatureList <cli|web|backend> <output.swift> [Feature ...]`: writes the list of the features' parts for
// one edge of the app, as FeatureListPlugin asks (decision 0024). The file is written only when its text changes.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let edge = FeatureListSource.Edge(rawValue: arguments.first ?? "") else {
    FileHandle.standardError.write(
        Data("usage: SnapFitFeatureList <cli|web|backend> <output.swift> [Feature ...]\n".utf8))
    exit(64)
}
let list = FeatureListSource(edge: edge, features: Array(arguments.dropFirst(2)))
let output = URL(fileURLWithPath: arguments.dropFirst().first!)
let text = Data(list.text.utf8)
if (try? Data(contentsOf: output)) != text {
    do {
        try text.write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("SnapFitFeatureList: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}
