/// What a scene may be called: an UpperCamelCase Swift identifier that names no Swift keyword.
enum SceneName {
    private static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Bool", "Error", "Scene",
    ]

    static func check(_ name: String) throws {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw NewSceneError(
                "'\(name)' is not a scene name: start with an uppercase letter (UpperCamelCase, such as Checkout)")
        }
        guard
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw NewSceneError("'\(name)' is not a scene name: use only ASCII letters and digits")
        }
        guard !keywords.contains(name) else {
            throw NewSceneError("'\(name)' is not a scene name: it would clash with a Swift or SnapFit type")
        }
    }
}
