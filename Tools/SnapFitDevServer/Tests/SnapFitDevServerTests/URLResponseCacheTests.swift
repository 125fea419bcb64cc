import Foundation
import Testing

@testable import SnapFitDevServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// DEV's answers' response heads, made once for the same address, status and headers, and told apart otherwise.
@Suite struct URLResponseCacheTests {
    private let url = URL(string: "http://127.0.0.1:8081/snapfit/post?id=1")!
    private let json = ["Content-Type": "application/json"]

    @Test func theSameAnswer_getsTheResponseMadeForItFirst() throws {
        // Given
        let sut = URLResponseCache()
        let first = try #require(sut.response(url: url, status: 200, headers: json))
        // When
        let again = sut.response(url: url, status: 200, headers: json)
        // Then
        #expect(again === first)
        #expect(first.statusCode == 200 && first.url == url)
        #expect(first.value(forHTTPHeaderField: "content-type") == "application/json")
    }

    @Test func anotherAddressStatusOrHeader_getsAResponseOfItsOwn() throws {
        // Given
        let sut = URLResponseCache()
        let first = try #require(sut.response(url: url, status: 200, headers: json))
        let elsewhere = try #require(URL(string: "http://127.0.0.1:8081/snapfit/post?id=2"))
        // When
        let others = [
            sut.response(url: elsewhere, status: 200, headers: json),
            sut.response(url: url, status: 404, headers: json),
            sut.response(url: url, status: 200, headers: ["Content-Type": "text/plain"]),
        ]
        // Then
        #expect(others.allSatisfy { $0 != nil && $0 !== first })
        #expect(others[0]?.url == elsewhere && others[1]?.statusCode == 404)
        #expect(others[2]?.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    }

    @Test func pastItsCapacity_itStartsAnew_andStillAnswers() throws {
        // Given: a cache filled with other addresses
        let sut = URLResponseCache()
        let first = try #require(sut.response(url: url, status: 200, headers: json))
        for number in 0..<URLResponseCache.capacity {
            _ = sut.response(
                url: try #require(URL(string: "http://127.0.0.1:8081/p/\(number)")), status: 200, headers: [:])
        }
        // When
        let again = try #require(sut.response(url: url, status: 200, headers: json))
        // Then: made anew, as good as the first
        #expect(again !== first)
        #expect(again.statusCode == 200 && again.url == url)
    }
}
