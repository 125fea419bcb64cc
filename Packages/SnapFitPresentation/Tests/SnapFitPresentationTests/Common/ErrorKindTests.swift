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

    @Test func rawValues_areTheOnesScriptsRelyOn() {
        // Then: renaming one breaks scripts, so each is written out here
        #expect(
            ErrorKind.allCases.map(\.rawValue).sorted() == [
                "account_exists", "account_not_found", "account_withdrawn", "already_cancelled", "already_liked",
                "answer_lost", "cancelled", "end_of_list", "forbidden", "internal", "invalid_response",
                "invalid_social_token", "maker_withdrawn", "needs_confirmation", "needs_sign_up", "nickname_taken",
                "nickname_unchanged",
                "no_list",
                "no_such_row", "not_a_maker", "not_found", "not_liked", "outcome_unknown", "outside_list",
                "price_changed", "rejected",
                "session_expired", "signed_out", "start_of_list", "timed_out", "unavailable", "unreachable",
                "unreadable_file", "upload_failed", "upload_refused", "usage", "validation", "wrong_address",
            ])
    }

    @Test func errorViewModel_encodesItsKindAsTheRawValue() throws {
        // When
        let json = try JSONEncoder().encode(ErrorViewModel(kind: .sessionExpired, message: "m"))
        // Then
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: String])
        #expect(object["kind"] == "session_expired")
    }
}
