import Foundation
import Testing

@testable import MakersData

@Suite struct StorageErrorCodeTests {
    @Test func code_isReadFromGCSsXML_withinBounds() {
        let xml = "<?xml version='1.0' encoding='UTF-8'?><Error><Code>ExpiredToken</Code><Message>…</Message></Error>"
        #expect(StorageErrorCode.code(in: Data(xml.utf8)) == "ExpiredToken")
        #expect(StorageErrorCode.code(in: Data("<Error><Code>ExpiredToken".utf8)) == nil)
        #expect(StorageErrorCode.code(in: Data("<Code>\(String(repeating: "x", count: 65))</Code>".utf8)) == nil)
        let late = String(repeating: " ", count: StorageErrorCode.maxBodyBytes) + "<Code>ExpiredToken</Code>"
        #expect(StorageErrorCode.code(in: Data(late.utf8)) == nil)
        #expect(StorageErrorCode.code(in: Data("request body larger than 10 bytes".utf8)) == nil)
    }
}
