import Foundation
import SnapFitPresentation
import Testing

struct ErrorKindTests {
    @Test func rawValues_areDistinctSnakeCaseWords_forScripts() {
        // When
        let rawValues = ErrorKind.allCases.map(\.rawValue)
        // Then
        #expect(Set(rawValues).count == rawValues.count)
        #expect(rawValues.allSatisfy { $0.allSatisfy { $0 == "_" || ("a"..."z").contains($0) } })
    }

    @Test func errorViewModel_encodesItsKindAsTheRawValue() throws {
        // When
        let json = try JSONEncoder().encode(ErrorViewModel(kind: .sessionExpired, message: "m"))
        // Then
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: String])
        #expect(object["kind"] == "session_expired")
    }
}
