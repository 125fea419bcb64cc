import Foundation
import SnapFitNetworking
import Testing

@Suite struct LogRedactionTests {
    @Test func redactURL_namesCompareCaseInsensitivelyAndEncodedNamesAreRead() throws {
        // Given
        let sut = LogRedaction.standard
        let url = try #require(URL(string: "https://h.example/p?ACCESSTOKEN=a&x%2Dgoog%2Dsignature=b&q=%EB%9F%AC#top"))
        // When
        let redacted = sut.redact(url: url)
        // Then
        #expect(
            redacted == "https://h.example/p?ACCESSTOKEN=<redacted>&x%2Dgoog%2Dsignature=<redacted>&q=%EB%9F%AC#top")
    }

    @Test func redactURL_noQuery_leavesTheURLAsIs() throws {
        // Given
        let url = try #require(URL(string: "https://h.example/p/token"))
        // When / Then
        #expect(LogRedaction.standard.redact(url: url) == "https://h.example/p/token")
    }

    @Test func redactURL_valuelessItem_isKept() throws {
        // Given
        let url = try #require(URL(string: "https://h.example/p?token&flag=1"))
        // When / Then
        #expect(LogRedaction.standard.redact(url: url) == "https://h.example/p?token&flag=1")
    }

    @Test func redactHeaders_hidesCredentialsAndKeepsTheRest() {
        // Given
        let headers = [
            "authorization": "Bearer abc", "Cookie": "sid=1", "Accept": "application/json",
            "Proxy-Authorization": "opaque",
        ]
        // When
        let redacted = LogRedaction.standard.redact(headers: headers)
        // Then
        #expect(
            redacted == [
                "authorization": "Bearer <redacted>", "Cookie": "<redacted>", "Accept": "application/json",
                "Proxy-Authorization": "<redacted>",
            ])
    }
}
