import Testing

@Suite struct ImportScannerTests {
    @Test func imports_everyDeclarationForm_reportsEachModuleWithItsLine() {
        // Given
        let source = """
            import Foundation
            @testable import SnapFitPresentation
            import struct SnapFitData.ProductDTO
            @_exported import SnapFitDomain
            public import Synchronization
            @preconcurrency internal import Dispatch
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif
            """
        // When
        let imports = ImportScanner.imports(in: source)
        // Then
        #expect(
            imports.map(\.module) == [
                "Foundation", "SnapFitPresentation", "SnapFitData", "SnapFitDomain", "Synchronization", "Dispatch",
                "FoundationNetworking",
            ])
        #expect(imports.map(\.line) == [1, 2, 3, 4, 5, 6, 8])
        #expect(imports[2].declaration == "import struct SnapFitData.ProductDTO")
    }

    @Test func imports_inCommentsAndStrings_areNotDeclarations() {
        // Given
        let source = #"""
            // import SnapFitData
            /* import SnapFitData
               /* nested */ import SnapFitNetworking
            */
            let text = "import SnapFitData"
            let block = """
                import SnapFitData
                """
            import Testing // import SnapFitData
            """#
        // When
        let imports = ImportScanner.imports(in: source)
        // Then
        #expect(imports == [ImportStatement(module: "Testing", line: 9, declaration: "import Testing")])
    }

    @Test func imports_identifiersThatOnlyStartWithImport_areIgnored() {
        // Given
        let source = """
            let importer = Importer()
            importSomething()
            func load() { import_ = 1 }
            """
        // When
        let imports = ImportScanner.imports(in: source)
        // Then
        #expect(imports.isEmpty)
    }
}
