import SnapFitApp

/// Lines given up front: a script for tests.
public final class ScriptLineSource: LineSource {
    private var remaining: ArraySlice<String>

    public init(lines: [String]) {
        remaining = lines[...]
    }

    public func nextLine() -> String? {
        remaining.popFirst()
    }
}
