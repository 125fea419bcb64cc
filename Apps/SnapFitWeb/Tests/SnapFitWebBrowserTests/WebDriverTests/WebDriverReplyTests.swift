import Foundation
import Testing

@Suite struct WebDriverReplyTests {
    @Test func success_givesTheValue() throws {
        // When
        let value = try WebDriverReply.value(status: 200, body: Data(#"{"value":{"ready":true,"n":2}}"#.utf8))
        // Then
        #expect(value == .object(["ready": .bool(true), "n": .number(2)]))
    }

    @Test func nullValue_isAValue() throws {
        #expect(try WebDriverReply.value(status: 200, body: Data(#"{"value":null}"#.utf8)) == .null)
    }

    @Test func w3cError_throwsItsCodeAndMessage() {
        // Given
        let body = #"{"value":{"error":"no such element","message":"Unable to locate","stacktrace":""}}"#
        // Then
        #expect(throws: WebDriverError.refused(status: 404, error: "no such element", message: "Unable to locate")) {
            try WebDriverReply.value(status: 404, body: Data(body.utf8))
        }
    }

    @Test func notJSON_throwsMalformed_withTheBody() {
        #expect(throws: WebDriverError.malformed(status: 502, body: "Bad Gateway")) {
            try WebDriverReply.value(status: 502, body: Data("Bad Gateway".utf8))
        }
    }

    @Test func jsonWithoutValue_throwsMalformed() {
        #expect(throws: WebDriverError.malformed(status: 200, body: #"{"sessionId":"x"}"#)) {
            try WebDriverReply.value(status: 200, body: Data(#"{"sessionId":"x"}"#.utf8))
        }
    }
}
