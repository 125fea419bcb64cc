/// One `import` declaration found in a source file.
struct ImportStatement: Equatable, Sendable {
    /// The imported module: `SnapFitData` for `import struct SnapFitData.Foo`.
    let module: String
    /// 1-based line number in the file.
    let line: Int
    /// The declaration as written, without comments: `@testable import SnapFitData`.
    let declaration: String
}
