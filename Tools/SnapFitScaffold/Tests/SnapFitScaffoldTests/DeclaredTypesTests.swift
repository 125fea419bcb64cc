import Testing

@testable import SnapFitScaffoldKit

@Suite struct DeclaredTypesTests {
    @Test func everyKindOfTypeDeclaration_isFound() {
        let source = """
            public struct A: Sendable {}
            final class B {}
            enum C {
                struct Nested {}
            }
            protocol E {}
            actor F {}
            typealias G = A
            let h = A()
            """
        #expect(DeclaredTypes.names(in: source) == ["A", "B", "C", "E", "F", "G"])
    }
}
