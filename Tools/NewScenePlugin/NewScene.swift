import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-scene <Name>`: adds a complete VIP scene to
/// SnapFitPresentation (models, interactor, presenter, display logic, configurator) and its test file with spies and
/// a first passing Given/When/Then test.
@main
struct NewScene: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.count == 1, let name = arguments.first else {
            throw NewSceneError("usage: swift package --allow-writing-to-package-directory new-scene <Name>")
        }
        try SceneName.check(name)
        let root = URL(fileURLWithPath: context.package.directoryURL.path)
        let presentation = root.appendingPathComponent("Packages/SnapFitPresentation")
        let sources = presentation.appendingPathComponent("Sources/SnapFitPresentation/Scenes/\(name)")
        let tests = presentation.appendingPathComponent("Tests/SnapFitPresentationTests/Scenes/\(name)")
        for folder in [sources, tests] where FileManager.default.fileExists(atPath: folder.path) {
            throw NewSceneError("a scene named '\(name)' already exists (\(folder.path))")
        }
        let files = SceneTemplate(name: name)
        try write(files.sources, into: sources)
        try write(files.tests, into: tests)
        print("Created the \(name) scene:")
        for file in files.sources.keys.sorted() { print("  \(sources.path)/\(file)") }
        for file in files.tests.keys.sorted() { print("  \(tests.path)/\(file)") }
        print(
            "Next: give \(name)Dependencies its use cases (UseCaseFactory makes them; list the protocol in "
                + "Common/UseCaseFactory+Dependencies.swift), then add make\(name)Scene to AppDI+Scenes.swift.")
    }

    private func write(_ files: [String: String], into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, text) in files {
            try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
    }
}

/// A refusal, printed as the command's error.
struct NewSceneError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
