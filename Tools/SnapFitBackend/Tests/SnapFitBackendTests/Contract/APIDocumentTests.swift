import Foundation
import SnapFitFixtures
import Testing

@testable import SnapFitBackend

/// `/api-docs` is written from the routes' declarations, so every route is in it, once, with what it answers.
@Suite struct APIDocumentTests {
    private let document = APIDocument.document(reference: ReferenceData(catalog: .standard))

    @Test func everyRoute_isAnOperation_withItsAnswers() throws {
        // Given
        guard case .object(let paths)? = document["paths"] else { throw DocumentError.noPaths }
        // Then
        for route in Route.all {
            let declaration = route.declaration
            let operation = try #require(
                paths.last { $0.key == declaration.path }?.value[declaration.method.lowercased()],
                "\(declaration.method) \(declaration.path)")
            #expect(operation["operationId"] == .string(declaration.operationId))
            #expect(operation["responses"]?["200"] != nil)
            if declaration.access == .accessToken { #expect(operation["responses"]?["401"] != nil) }
        }
        let operations = paths.reduce(0) { count, path in
            guard case .object(let methods) = path.value else { return count }
            return count + methods.count
        }
        #expect(operations == Route.all.count)
    }

    @Test func asBuiltServerErrors_areDocumentedOnTheirRoutes_withTheContractsWords() throws {
        for error in AsBuiltServerError.allCases {
            let declaration = error.route.declaration
            let operation = document["paths"]?[declaration.path]?[declaration.method.lowercased()]
            #expect(operation?["x-snapfit-as-built-500"]?["id"] == .string(error.rawValue))
            #expect(operation?["responses"]?["500"]?["description"] == .string("As built: " + error.contractWords))
        }
    }

    @Test func pagingBounds_andIntegerSizes_areStated() {
        // When
        let parameters = document["paths"]?["/snapfit/post/like"]?["get"]?["parameters"]
        // Then
        guard case .array(let list)? = parameters else { return #expect(Bool(false), "no parameters") }
        let offset = list.last { $0["name"] == "offset" }
        #expect(offset?["schema"]?["maximum"] == 100)
        #expect(offset?["schema"]?["format"] == "int32")
        #expect(list.contains { $0["name"] == "limit" && $0["schema"]?["minimum"] == 1 })
    }

    private enum DocumentError: Error { case noPaths }
}
